// Leagues made straight in the database, for tests that need one of a given owner and members.

import { newInviteCode } from '../../src/server/modules/leagues/leagues.service';
import type { DB } from '../../src/server/platform/db/client';

let counter = 0;

/** A league owned by `ownerId` with the owner and `members` in it; its id and invite code. */
export async function makeLeague(db: DB, ownerId: number, members: readonly number[] = []) {
  const code = newInviteCode();
  const league = await db
    .insertInto('leagues')
    .values({ name: `League ${process.pid}-${++counter}`, owner_id: ownerId, invite_code: code })
    .returning('id')
    .executeTakeFirstOrThrow();
  const everyone = [ownerId, ...members.filter((m) => m !== ownerId)];
  await db
    .insertInto('league_members')
    .values(everyone.map((user_id) => ({ league_id: league.id, user_id })))
    .execute();
  return { id: league.id, code };
}

/** Makes an account premium. */
export async function makePremium(db: DB, userId: number): Promise<void> {
  await db.updateTable('users').set({ subscription_tier: 'premium' }).where('id', '=', userId).execute();
}
