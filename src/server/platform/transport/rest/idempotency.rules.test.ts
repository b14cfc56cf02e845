import { describe, expect, it } from 'vitest';
import { restRoutes, routeKey } from '../../../api/routes';
import {
  ABANDONED_AFTER_MS,
  acceptsIdempotencyKey,
  canonicalJson,
  decideExisting,
  IDEMPOTENCY_MESSAGES,
  KEY_LIFETIME_MS,
  type KeyRecord,
  keyUse,
  parseIdempotencyKey,
  requestFingerprint,
  storesAnswer,
} from './idempotency.rules';

describe('acceptsIdempotencyKey', () => {
  it.each([
    [{ method: 'POST', url: '/picks' }, true],
    [{ method: 'POST', url: '/admin/prizes' }, true],
    [{ method: 'POST', url: '/admin/suggested-games/:id/approve' }, true],
    [{ method: 'PUT', url: '/picks/:pickId' }, false],
    [{ method: 'PUT', url: '/admin/games/:id' }, false],
    [{ method: 'DELETE', url: '/admin/prizes/:id' }, false],
    [{ method: 'GET', url: '/admin/games' }, false],
    [{ method: 'POST', url: '/auth/login' }, false],
    [{ method: 'POST', url: '/auth/token', respond: 'session-token' }, false],
    [{ method: 'POST', url: '/admin/anything', respond: 'session-token' }, false],
  ] as const)('%o -> %s', (route, expected) => {
    expect(acceptsIdempotencyKey(route)).toBe(expected);
  });

  it('covers exactly POST /picks and the admin POSTs of the route table', () => {
    const covered = restRoutes.filter(acceptsIdempotencyKey).map(routeKey);
    const expected = restRoutes
      .filter((r) => r.method === 'POST' && (r.url === '/picks' || r.procedure.startsWith('admin.')))
      .map(routeKey);
    expect(covered).toEqual(expected);
    expect(covered).toContain('POST /picks');
    expect(covered).toContain('POST /admin/prizes');
    expect(covered).not.toContain('POST /auth/token');
  });
});

describe('parseIdempotencyKey', () => {
  it.each([
    ['a', 'a'],
    ['0b8f3f2e-6f7c-4c1a-9d57-3f0a7e1c2b44', '0b8f3f2e-6f7c-4c1a-9d57-3f0a7e1c2b44'],
    ['pick game 12 / try #1', 'pick game 12 / try #1'],
    ['~'.repeat(255), '~'.repeat(255)],
    ['', null],
    ['x'.repeat(256), null],
    ['clé', null],
    ['tab\there', null],
    ['line\nbreak', null],
    ['\u007f', null],
  ])('%j -> %j', (header, expected) => {
    expect(parseIdempotencyKey(header)).toBe(expected);
  });

  it('refuses a header sent twice', () => {
    expect(parseIdempotencyKey(['a', 'b'])).toBeNull();
  });
});

describe('keyUse', () => {
  const player = { id: 7, is_admin: false };
  const admin = { id: 8, is_admin: true };
  it.each([
    [undefined, 'player', player, { kind: 'none' }],
    ['k', 'player', null, { kind: 'none' }],
    ['k', 'admin', player, { kind: 'none' }],
    ['k', 'public', player, { kind: 'none' }],
    ['k', 'player', player, { kind: 'keyed', key: 'k', userId: 7 }],
    ['k', 'player', admin, { kind: 'keyed', key: 'k', userId: 8 }],
    ['k', 'admin', admin, { kind: 'keyed', key: 'k', userId: 8 }],
    ['', 'admin', admin, { kind: 'invalid', message: IDEMPOTENCY_MESSAGES.invalidKey }],
    ['', 'admin', null, { kind: 'none' }],
  ] as const)('%j as %s -> %o', (header, auth, caller, expected) => {
    expect(keyUse(header, auth, caller)).toEqual(expected);
  });
});

describe('canonicalJson and requestFingerprint', () => {
  const base = { method: 'POST', route: '/picks', params: {} };

  it('sorts keys at every depth and drops undefined fields', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson(undefined)).toBe('null');
  });

  it.each([
    ['key order', { gameId: 1, selectedTeamId: 2 }, { selectedTeamId: 2, gameId: 1 }, true],
    ['an empty body and {}', undefined, {}, true],
    ['null and {}', null, {}, true],
    ['another value', { gameId: 1, selectedTeamId: 2 }, { gameId: 1, selectedTeamId: 3 }, false],
    ['a number and its text', { gameId: 1 }, { gameId: '1' }, false],
    ['an extra field', { gameId: 1 }, { gameId: 1, note: 'x' }, false],
  ])('%s: same request = %s', (_what, a, b, same) => {
    const fa = requestFingerprint({ ...base, body: a });
    const fb = requestFingerprint({ ...base, body: b });
    expect(fa).toMatch(/^[0-9a-f]{64}$/);
    expect(fa === fb).toBe(same);
  });

  it('tells routes and path parameters apart', () => {
    const approve = { method: 'POST', route: '/admin/suggested-games/:id/approve', body: {} };
    const one = requestFingerprint({ ...approve, params: { id: '1' } });
    expect(requestFingerprint({ ...approve, params: { id: '2' } })).not.toBe(one);
    expect(
      requestFingerprint({ ...approve, route: '/admin/suggested-games/:id/reject', params: { id: '1' } }),
    ).not.toBe(one);
  });
});

describe('decideExisting', () => {
  const at = new Date('2026-11-21T15:00:00Z');
  const later = (ms: number) => new Date(at.getTime() + ms);
  const done: KeyRecord = {
    state: 'done',
    fingerprint: 'f',
    createdAt: at,
    responseStatus: 201,
    responseBody: '{"id":1}',
  };
  const running: KeyRecord = { ...done, state: 'in_progress', responseStatus: null, responseBody: null };

  it.each([
    ['done, same request', done, 'f', 1_000, { kind: 'replay', status: 201, body: '{"id":1}' }],
    ['done, another request', done, 'g', 1_000, { kind: 'mismatch' }],
    [
      'done, just under a day',
      done,
      'f',
      KEY_LIFETIME_MS - 1,
      { kind: 'replay', status: 201, body: '{"id":1}' },
    ],
    ['done, a day old', done, 'f', KEY_LIFETIME_MS, { kind: 'forget' }],
    ['done, a day old, another request', done, 'g', KEY_LIFETIME_MS + 1, { kind: 'forget' }],
    ['running', running, 'f', 1_000, { kind: 'wait' }],
    ['running, another request', running, 'g', 1_000, { kind: 'mismatch' }],
    ['running, abandoned', running, 'f', ABANDONED_AFTER_MS, { kind: 'forget' }],
    ['running, a day old', running, 'g', KEY_LIFETIME_MS, { kind: 'forget' }],
  ] as const)('%s -> %o', (_what, record, fingerprint, age, expected) => {
    expect(decideExisting(record, fingerprint, later(age))).toEqual(expected);
  });
});

describe('storesAnswer', () => {
  it.each([
    [200, true],
    [400, true],
    [403, true],
    [409, true],
    [499, true],
    [500, false],
    [502, false],
    [503, false],
  ])('%i -> %s', (status, expected) => {
    expect(storesAnswer(status)).toBe(expected);
  });
});
