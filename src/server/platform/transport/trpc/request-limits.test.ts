import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../../tests/support/accounts';
import { sameOrigin } from '../../../../../tests/support/calls';
import { sharedTestApp } from '../../../../../tests/support/test-app';
import { quietMail } from '../../../../../tests/support/trpc/authorization';
import { userColumn } from '../../../../../tests/support/users';
import { MAX_BATCH_ITEMS } from '../../../../shared/schemas/transport';

// What one HTTP request may ask of /trpc and /api: at most MAX_BATCH_ITEMS calls in a batch and a
// body of at most 256 KiB. Past either, a 4xx in plain words, and nothing of the request runs.

const t = sharedTestApp({ mailTransport: quietMail() });
let cookie = '';
let userId = 0;
const BODY_LIMIT = 256 * 1024;

beforeAll(async () => {
  const made = await register(t.app);
  cookie = made.cookie;
  userId = made.user.id;
});

const avatarOf = () => userColumn(t.deps.db, userId, 'avatar_key');

/** A batch of `count` changes of the avatar to `avatarKey`: POST /trpc/a,b,c?batch=1 (run in parallel). */
function avatarBatch(count: number, avatarKey: string) {
  const inputs = Object.fromEntries(Array.from({ length: count }, (_, i) => [i, { avatarKey }]));
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${Array(count).fill('users.updateAvatar').join(',')}?batch=1`,
    headers: { ...sameOrigin, cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(inputs),
  });
}

describe('a tRPC batch', () => {
  it(`of ${MAX_BATCH_ITEMS} calls runs every one`, async () => {
    const res = await avatarBatch(MAX_BATCH_ITEMS, 'flame-dragon');
    expect(res.statusCode, res.body).toBe(200);
    const answers = res.json() as { result?: { data?: { id?: number } } }[];
    expect(answers.map((a) => a.result?.data?.id)).toEqual(Array(MAX_BATCH_ITEMS).fill(userId));
    expect(await avatarOf()).toBe('flame-dragon');
  });

  it(`of ${MAX_BATCH_ITEMS + 1} mutations is refused with a message, and none of them runs`, async () => {
    const before = await avatarOf();
    expect(before).not.toBe('galactic-warrior');
    const res = await avatarBatch(MAX_BATCH_ITEMS + 1, 'galactic-warrior');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { message: 'Batch call exceeds maximum size', data: { code: 'BAD_REQUEST' } },
    });
    expect(await avatarOf()).toBe(before);
  });

  it(`of ${MAX_BATCH_ITEMS + 1} queries is refused the same way`, async () => {
    const paths = Array(MAX_BATCH_ITEMS + 1)
      .fill('system.health')
      .join(',');
    const res = await t.app.inject({ url: `/trpc/${paths}?batch=1&input={}`, headers: sameOrigin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: 'Batch call exceeds maximum size' } });
  });
});

describe('a body over 256 KiB', () => {
  const big = JSON.stringify({ avatarKey: 'galactic-warrior', padding: 'x'.repeat(BODY_LIMIT) });

  it.each([
    ['POST', '/trpc/users.updateAvatar'],
    ['PUT', '/api/user/avatar'],
    ['POST', '/api/auth/login'],
  ] as const)('%s %s: 413 with a JSON message, nothing changed', async (method, url) => {
    const before = await avatarOf();
    const res = await t.app.inject({
      method,
      url,
      headers: { ...sameOrigin, cookie, 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'The request body is too large.' });
    expect(await avatarOf()).toBe(before);
  });

  it('just under the limit is read and judged by its schema', async () => {
    const padding = 'x'.repeat(BODY_LIMIT - 100);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/avatar',
      headers: { ...sameOrigin, cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ avatarKey: 'cyber-ninja', padding }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await avatarOf()).toBe('cyber-ninja');
  });
});

describe('input nested far deeper than any schema', () => {
  // 50 000 levels in under 100 KB: a walker that recursed over the input overflowed the stack (a 500).
  const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;

  it.each([
    ['GET', '/trpc/auth.checkUsername', `?input=${encodeURIComponent(`{"username":${deep}}`)}`, undefined],
    ['POST', '/trpc/users.updateAvatar', '', `{"avatarKey":${deep}}`],
    ['PUT', '/api/user/avatar', '', `{"avatarKey":${deep}}`],
    ['POST', '/api/auth/login', '', `{"username":"someone","password":${deep}}`],
  ] as const)('%s %s is a 400 with a message', async (method, path, query, payload) => {
    const res = await t.app.inject({
      method,
      url: `${path}${query}`,
      headers: { ...sameOrigin, cookie, 'content-type': 'application/json' },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    const body = res.json();
    expect(typeof (body.message ?? body.error?.message)).toBe('string');
  });
});
