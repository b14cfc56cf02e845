// Leagues made straight in the database, for tests that need one of a given owner and members.

import type { DB } from '../../src/server/db/client';
import { newInviteCode } from '../../src/server/leagues/leagues.service';

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
