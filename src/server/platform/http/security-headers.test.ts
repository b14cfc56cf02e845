import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { ownSocketSources } from './security-headers';

const staticDir = path.join(os.tmpdir(), `pickem-headers-${process.pid}-${randomBytes(4).toString('hex')}`);

// Registered before sharedTestApp's beforeAll, so the client folder exists when the app is built.
beforeAll(() => {
  mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'export {};');
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const dev = sharedTestApp({ config: { staticDir } });
const prod = sharedTestApp({ config: { staticDir, production: true } });

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self' ws://picks.test:8080 wss://picks.test:8080",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

const REQUESTS = [
  { what: 'the page', url: '/' },
  { what: 'a route of the browser router', url: '/leaderboard' },
  { what: 'a built file', url: '/assets/app.js' },
  { what: 'a REST answer', url: '/api/games/today' },
  { what: 'a tRPC answer', url: '/trpc/auth.me' },
  { what: 'a 404', url: '/api/nothing-here' },
  {
    what: 'a refused cross-site call',
    url: '/api/auth/logout',
    method: 'POST',
    origin: 'https://evil.example',
  },
] as const;

const get = (app: typeof dev, r: (typeof REQUESTS)[number]) =>
  app.app.inject({
    method: 'method' in r ? r.method : 'GET',
    url: r.url,
    headers: { host: 'picks.test:8080', ...('origin' in r ? { origin: r.origin, cookie: 'session=x' } : {}) },
  });

describe('security headers on every response', () => {
  it.each(REQUESTS)('$what ($url)', async (r) => {
    const res = await get(dev, r);
    expect(res.statusCode).toBeLessThan(500);
    expect(String(res.headers['content-security-policy']).split(';')).toEqual(POLICY);
    expect(res.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(REQUESTS)('in production, with HSTS and upgraded requests: $what', async (r) => {
    const res = await get(prod, r);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy']).split(';')).toEqual([
      ...POLICY,
      'upgrade-insecure-requests',
    ]);
  });
});

describe('ownSocketSources', () => {
  it.each([
    ['localhost:3000', 'ws://localhost:3000 wss://localhost:3000'],
    ['picks.example.com', 'ws://picks.example.com wss://picks.example.com'],
    ['127.0.0.1:8080', 'ws://127.0.0.1:8080 wss://127.0.0.1:8080'],
    ['[::1]:3000', 'ws://[::1]:3000 wss://[::1]:3000'],
    [undefined, ''],
    ['', ''],
    ["evil.example; script-src 'unsafe-inline'", ''],
    ['a.example, b.example', ''],
    ['user@host', ''],
  ])('Host %j names %j', (host, sources) => {
    expect(ownSocketSources(host)).toBe(sources);
  });
});
