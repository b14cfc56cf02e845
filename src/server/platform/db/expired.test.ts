import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { deleteExpired } from './expired';

// The one sweep of every expiring table (sessions, sign-in flows, passkey challenges, data exports), on PGlite and
// on PostgreSQL (scripts/test-pg.ts): a batch takes the oldest expired rows first and leaves the live ones.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.cleanup());

const at = (minute: number) => new Date(Date.UTC(2026, 11, 7, 12, minute));
const left = async () =>
  (await database.db.selectFrom('webauthn_challenges').select('id').orderBy('id').execute()).map((r) => r.id);

describe('deleteExpired', () => {
  it('deletes at most `limit` rows expired by now, the oldest first, and says how many went', async () => {
    await database.db
      .insertInto('webauthn_challenges')
      .values(
        (
          [
            ['a-late', 9],
            ['b-early', 1],
            ['c-now', 10],
            ['d-live', 11],
          ] as const
        ).map(([id, minute]) => ({
          id,
          challenge: `challenge-${id}`,
          purpose: 'authenticate' as const,
          user_id: null,
          created_at: at(0),
          expires_at: at(minute),
        })),
      )
      .execute();
    expect(await deleteExpired(database.db, 'webauthn_challenges', at(10), 1)).toBe(1);
    expect(await left()).toEqual(['a-late', 'c-now', 'd-live']);
    // Expiring at `now` counts as expired.
    expect(await deleteExpired(database.db, 'webauthn_challenges', at(10), 5)).toBe(2);
    expect(await left()).toEqual(['d-live']);
    expect(await deleteExpired(database.db, 'webauthn_challenges', at(10), 5)).toBe(0);
  });
});
