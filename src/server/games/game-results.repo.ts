import type { DB } from '../db/client';

/** Writes a game's final result; returns the game, or nothing when it does not exist. Locks the row. */
export function setFinalResult(
  trx: DB,
  gameId: number,
  result: { homeScore: number; awayScore: number; winner: 'home' | 'away' | 'push'; at: Date },
) {
  const { winner } = result;
  return trx
    .updateTable('games')
    .set((eb) => ({
      status: 'completed',
      home_score: result.homeScore,
      away_score: result.awayScore,
      is_push: winner === 'push',
      winner_team_id:
        winner === 'push' ? null : winner === 'home' ? eb.ref('home_team_id') : eb.ref('away_team_id'),
      completed_at: result.at,
      updated_at: result.at,
    }))
    .where('id', '=', gameId)
    .returning(['id', 'scheduled_time'])
    .executeTakeFirst();
}
