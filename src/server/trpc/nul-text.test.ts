import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../tests/support/test-app';

const t = sharedTestApp();

// PostgreSQL text cannot hold a NUL character; without the base procedure's check a NUL reached the
// database and came back as a 500.
describe('a NUL character in any input', () => {
  it('is a 400 over tRPC HTTP, before the procedure runs', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/trpc/auth.checkUsername?input=${encodeURIComponent(JSON.stringify({ username: 'ab\u0000c' }))}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Text cannot contain the NUL character');
  });

  it('is a 400 in a nested field of a mutation, and nothing is stored', async () => {
    const before = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.register',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost' },
      payload: { username: 'nul_user', password: 'Secret123!', email: 'nul\u0000@example.com' },
    });
    expect(response.statusCode).toBe(400);
    const after = await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
