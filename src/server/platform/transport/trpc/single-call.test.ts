import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, sameOrigin } from '../../../../../tests/support/calls';
import { sharedTestApp } from '../../../../../tests/support/test-app';
import { appProcedures } from '../../../api/router';
import { singleCallProcedure } from './single-call';

// A plain single call is answered by single-call.ts, anything else by tRPC's Fastify adapter (ADR 0037).
// A query parameter tRPC ignores (`adapter`) leaves the same call to the adapter instead,
// so each case below is asked of both paths and the answers must be the same, byte for byte.

const t = sharedTestApp();
let cookie: string;

beforeAll(async () => {
  cookie = (await account(t)).cookie;
});

type Ask = { method: 'GET' | 'POST'; url: string; payload?: string; cookie?: string };

async function answer({ method, url, payload, cookie: who }: Ask) {
  const res = await t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: {
      ...sameOrigin,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(who ? { cookie: who } : {}),
    },
  });
  return {
    status: res.statusCode,
    contentType: res.headers['content-type'],
    vary: res.headers.vary,
    setCookie: res.headers['set-cookie'],
    body: res.rawPayload.toString('hex'),
    text: res.body,
  };
}

/** The answer of the direct path and of the adapter to one call; they must agree. */
async function bothPaths(ask: Ask) {
  const direct = await answer(ask);
  const adapter = await answer({
    ...ask,
    url: ask.url.includes('?') ? `${ask.url}&adapter` : `${ask.url}?adapter`,
  });
  expect(direct).toEqual(adapter);
  return direct;
}

describe('a plain single call answers as the adapter does', () => {
  it('a query that succeeds (GET with input)', async () => {
    const got = await bothPaths({ method: 'GET', url: '/trpc/auth.me?input=%7B%7D', cookie });
    expect(got.status).toBe(200);
    expect(JSON.parse(got.text).result.data).toMatchObject({ username: expect.any(String) });
  });

  it('a mutation that succeeds', async () => {
    const got = await bothPaths({
      method: 'POST',
      url: '/trpc/notifications.dismissPrompt',
      payload: '{}',
      cookie,
    });
    expect(got.status).toBe(200);
    expect(JSON.parse(got.text)).toHaveProperty('result.data');
  });

  it('a rule refusing the call (4xx)', async () => {
    const got = await bothPaths({
      method: 'POST',
      url: '/trpc/picks.create',
      payload: JSON.stringify({ gameId: 2_000_000_000, selectedTeamId: 1 }),
      cookie,
    });
    expect(got.status).toBeGreaterThanOrEqual(400);
    expect(got.status).toBeLessThan(500);
    expect(JSON.parse(got.text).error.data.path).toBe('picks.create');
  });

  it('input its schema refuses (400, with the issues)', async () => {
    const got = await bothPaths({
      method: 'POST',
      url: '/trpc/picks.create',
      payload: JSON.stringify({ gameId: 'x' }),
      cookie,
    });
    expect(got.status).toBe(400);
    expect(JSON.parse(got.text).error.data.issues).not.toBeNull();
  });

  it('a body that is not JSON (400)', async () => {
    const got = await bothPaths({ method: 'POST', url: '/trpc/picks.create', payload: '{"gameId":', cookie });
    expect(got.status).toBe(400);
  });

  it('a signed-out caller (401)', async () => {
    const got = await bothPaths({
      method: 'POST',
      url: '/trpc/picks.create',
      payload: JSON.stringify({ gameId: 1, selectedTeamId: 1 }),
    });
    expect(got.status).toBe(401);
    expect(JSON.parse(got.text).error.data.code).toBe('UNAUTHORIZED');
  });

  it('a signed-out query (401) over GET without input', async () => {
    expect((await bothPaths({ method: 'GET', url: '/trpc/picks.mine' })).status).toBe(401);
  });
});

describe('which calls take the direct path', () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) =>
    ({
      method,
      url,
      headers: { 'content-type': 'application/json', ...headers },
    }) as unknown as FastifyRequest;

  it('plain single queries and mutations', () => {
    expect(
      singleCallProcedure(appProcedures, request('POST', '/trpc/picks.create'), 'picks.create'),
    ).toBeDefined();
    expect(
      singleCallProcedure(appProcedures, request('GET', '/trpc/auth.me?input=%7B%7D'), 'auth.me'),
    ).toBeDefined();
    expect(singleCallProcedure(appProcedures, request('GET', '/trpc/auth.me'), 'auth.me')).toBeDefined();
  });

  it('not batches, streams, other query parameters, other bodies, wrong methods or unknown paths', () => {
    const none = [
      singleCallProcedure(appProcedures, request('POST', '/trpc/picks.create?batch=1'), 'picks.create'),
      singleCallProcedure(appProcedures, request('GET', '/trpc/auth.me,auth.me?batch=1'), 'auth.me,auth.me'),
      singleCallProcedure(appProcedures, request('GET', '/trpc/auth.me?input=1&x=2'), 'auth.me'),
      singleCallProcedure(
        appProcedures,
        request('GET', '/trpc/auth.me', { 'trpc-accept': 'application/jsonl' }),
        'auth.me',
      ),
      singleCallProcedure(
        appProcedures,
        request('POST', '/trpc/picks.create', { 'content-type': 'text/plain' }),
        'picks.create',
      ),
      singleCallProcedure(appProcedures, request('GET', '/trpc/picks.create'), 'picks.create'),
      singleCallProcedure(appProcedures, request('POST', '/trpc/auth.me'), 'auth.me'),
      singleCallProcedure(appProcedures, request('HEAD', '/trpc/auth.me'), 'auth.me'),
      singleCallProcedure(appProcedures, request('GET', '/trpc/nope'), 'nope'),
      // Names every object has are no procedure's.
      singleCallProcedure(appProcedures, request('GET', '/trpc/constructor'), 'constructor'),
      singleCallProcedure(appProcedures, request('GET', '/trpc/__proto__'), '__proto__'),
      singleCallProcedure(appProcedures, request('GET', '/trpc/toString'), 'toString'),
      singleCallProcedure(appProcedures, request('GET', '/trpc/live.games'), 'live.games'),
    ];
    expect(none).toEqual(none.map(() => undefined));
  });

  it('a batch still answers through the adapter', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/trpc/auth.me,picks.mine?batch=1&input=${encodeURIComponent('{"0":{},"1":{}}')}`,
      headers: { ...sameOrigin, cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body) as unknown[];
    expect(body).toHaveLength(2);
    expect(body[1]).toHaveProperty('result.data.maxDailyPicks');
  });
});
