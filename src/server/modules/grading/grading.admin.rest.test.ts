import { describe, expect, it } from 'vitest';
import { account, call, signedInAdmin } from '../../../../tests/support/calls';
import { storedTotals } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';

const t = sharedTestApp();
const admin = signedInAdmin(t);

describe('Fix User Streaks', () => {
  it('POST fix-streaks recomputes every user and reports how many', async () => {
    const p = await account(t);
    await t.deps.db
      .updateTable('standings')
      .set({ longest_streak: 42 })
      .where('user_id', '=', p.row.id)
      .execute();
    const { count } = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const res = await call(t, admin.cookie, 'POST', '/api/admin/fix-streaks');
    expect([res.statusCode, res.json()]).toEqual([200, { processedUsers: Number(count) }]);
    expect((await storedTotals(t.deps.db, p.row.id)).longest_streak).toBe(0);
  });
});
