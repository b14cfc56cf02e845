import { newInviteCode } from '../../src/server/modules/leagues/leagues.service';
import type { DB } from '../../src/server/platform/db/client';

/** The demo's private leagues: [name, owner's index among the players, members' indexes]. Player 0 is demo_player. */
const LEAGUES: readonly [string, number, readonly number[]][] = [
  ['Demo Player Pool', 0, [1, 2, 3, 4, 5, 6, 7]],
  ['Office Streakers', 3, [0, 8, 9, 10, 11, 12, 13, 14, 15]],
  ['Weekend Warriors', 5, [16, 17, 18, 19, 20]],
];

/** A few leagues among the demo players: demo_player owns one and is in another. */
export async function seedDemoLeagues(trx: DB, playerIds: readonly number[], now: Date): Promise<void> {
  for (const [name, owner, members] of LEAGUES) {
    const ids = [owner, ...members].map((i) => playerIds[i]).filter((id): id is number => id !== undefined);
    if (ids.length < 2) continue;
    const league = await trx
      .insertInto('leagues')
      .values({ name, owner_id: ids[0]!, invite_code: newInviteCode(), created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('league_members')
      .values(ids.map((user_id) => ({ league_id: league.id, user_id, joined_at: now })))
      .execute();
  }
}
