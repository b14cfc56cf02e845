import type { DB } from '../../platform/db/client';

// The weekly recap's setting (issue 41): a column of the player's account, so only this module writes it.

/** Whether the player gets the weekly recap. */
export async function readWeeklyRecap(db: DB, userId: number): Promise<{ weeklyRecap: boolean }> {
  const row = await db.selectFrom('users').select('weekly_recap').where('id', '=', userId).executeTakeFirst();
  return { weeklyRecap: row?.weekly_recap ?? false };
}

/** Turns the weekly recap on or off. */
export async function writeWeeklyRecap(
  db: DB,
  userId: number,
  on: boolean,
): Promise<{ weeklyRecap: boolean }> {
  await db.updateTable('users').set({ weekly_recap: on }).where('id', '=', userId).execute();
  return { weeklyRecap: on };
}
