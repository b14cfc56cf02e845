import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database';
import { ensureAdminAccount } from './admin-account.service';
import { verifyPassword } from './password';
import { createSession } from './session.service';
import { findUserByUsername, insertUser } from './users.repo';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());

const now = new Date('2026-11-21T12:00:00Z');

describe('ensureAdminAccount', () => {
  it('creates a missing admin, then leaves it unchanged', async () => {
    const input = { username: 'boss', password: 'strongPass1', email: 'boss@example.com' };
    expect(await ensureAdminAccount(database.db, input, now)).toBe('created');
    const row = await findUserByUsername(database.db, 'BOSS');
    expect(row).toMatchObject({ is_admin: true, email: 'boss@example.com' });
    expect(await verifyPassword(row!.password_hash, 'strongPass1')).toBe(true);
    expect(await ensureAdminAccount(database.db, input, now)).toBe('unchanged');
  });

  it('promotes an existing player and ends their sessions when the password changes', async () => {
    const player = await insertUser(database.db, { username: 'promote_me', email: null, password_hash: 'x' });
    await createSession(database.db, player.id, now, { ip: '127.0.0.1', userAgent: null });
    expect(
      await ensureAdminAccount(database.db, { username: 'promote_me', password: 'newPass123' }, now),
    ).toBe('promoted');
    const row = await findUserByUsername(database.db, 'promote_me');
    expect(row?.is_admin).toBe(true);
    expect(await verifyPassword(row!.password_hash, 'newPass123')).toBe(true);
    const sessions = await database.db
      .selectFrom('sessions')
      .where('user_id', '=', player.id)
      .selectAll()
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it.each([
    [{ username: 'a', password: 'strongPass1' }, /username: Username must be at least 3 characters/],
    [{ username: 'okname', password: 'short' }, /password: Password must be at least 8 characters long/],
    [
      { username: 'okname', password: 'strongPass1', email: 'nope' },
      /email: Please enter a valid email address/,
    ],
  ])('refuses bad credentials %o', async (input, message) => {
    await expect(ensureAdminAccount(database.db, input, now)).rejects.toThrow(message);
  });
});
