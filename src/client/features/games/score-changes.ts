import type { Game } from '../../../shared/schemas/games';

/** A picked game's score as last seen, 'away-home' ('none' before it has one). */
export type SeenScores = ReadonlyMap<number, string>;

export interface ScoreChange {
  gameId: number;
  away: { team: string; score: number };
  home: { team: string; score: number };
}

/**
 * The scores of the player's picked games that changed since `seen`, and the scores to remember next. A game
 * seen for the first time is remembered, not announced: the page says what it shows on arrival by itself. A game
 * picked while the page shows it, then scored, is announced from its first score on.
 */
export function scoreChanges(
  seen: SeenScores,
  games: readonly Game[],
): { changes: ScoreChange[]; next: SeenScores } {
  const next = new Map(seen);
  const changes: ScoreChange[] = [];
  for (const game of games) {
    if (!game.userPick) continue;
    const scored = game.awayScore !== null && game.homeScore !== null;
    const key = scored ? `${game.awayScore}-${game.homeScore}` : 'none';
    const before = seen.get(game.id);
    next.set(game.id, key);
    if (before === undefined || before === key || game.awayScore === null || game.homeScore === null)
      continue;
    changes.push({
      gameId: game.id,
      away: { team: game.awayTeam.name, score: game.awayScore },
      home: { team: game.homeTeam.name, score: game.homeScore },
    });
  }
  return { changes, next };
}
