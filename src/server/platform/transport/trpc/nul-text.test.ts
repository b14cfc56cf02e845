import { describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../../../tests/support/test-app';
import { refuseNul } from './nul-text';

const t = sharedTestApp();
const userCount = async () =>
  (
    await t.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
/** tRPC HTTP's auth.checkUsername with this username: a query whose input rides in the URL. */
const checkUsername = (username: string) =>
  t.app.inject({
    method: 'GET',
    url: `/trpc/auth.checkUsername?input=${encodeURIComponent(JSON.stringify({ username }))}`,
  });
/** A sign-up posted to `url` (tRPC's or REST's) with this body. */
const register = (url: string, payload: object | string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', origin: 'http://localhost', host: 'localhost' },
    payload,
  });

// PostgreSQL text cannot hold a NUL character; without the base procedure's check a NUL reached the
// database and came back as a 500.
describe('a NUL character in any input', () => {
  it('is a 400 over tRPC HTTP, before the procedure runs', async () => {
    const response = await checkUsername('ab\u0000c');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Text cannot contain the NUL character');
  });

  it('is a 400 in a nested field of a mutation, and nothing is stored', async () => {
    const before = await userCount();
    const response = await register('/trpc/auth.register', {
      username: 'nul_user',
      password: 'Secret123!',
      email: 'nul\u0000@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });
});

// Half of a surrogate pair ("\ud800" in JSON) is no character: PostgreSQL's jsonb refused it in an admin audit
// record (a fuzzer's team name on PostgreSQL was a 500).
describe('half of a surrogate pair in any input', () => {
  const unpaired = 'Text must be valid Unicode: it holds half of a surrogate pair';

  it('is a 400 over tRPC HTTP, before the procedure runs', async () => {
    const response = await checkUsername('ab\ud800c');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(unpaired);
  });

  it('is a 400 over REST in a nested field, and nothing is stored', async () => {
    const before = await userCount();
    const response = await register(
      '/api/auth/register',
      '{"username":"pair_user","password":"Secret123!","email":"a\\udc00@example.com"}',
    );
    expect([response.statusCode, response.json().message]).toEqual([400, unpaired]);
    expect(await userCount()).toBe(before);
  });

  it('leaves whole pairs (an emoji) and ordinary text alone', () => {
    const input = { name: 'Tigers \u{1F42F}', nested: ['caf\u00e9', { 'k\u{1F600}': 'v' }] };
    expect(refuseNul(input)).toBe(input);
    expect(() => refuseNul({ name: '\u{1F42F}'.slice(0, 1) })).toThrow(unpaired);
    expect(() => refuseNul({ '\udfff': 1 })).toThrow(unpaired);
  });
});
