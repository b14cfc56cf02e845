import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { DEFAULT_RATE_LIMITS } from '../limits/rate-limit';
import { clientAddress, proxyTrust } from './client-address';

// Whose address the limits count: the socket's, or with TRUST_PROXY the one the proxy appended.

const CASES: [string, string | undefined, boolean, string][] = [
  ['no proxy trusted, no header', undefined, false, '10.0.0.9'],
  ['no proxy trusted, a forged header', '1.2.3.4', false, '10.0.0.9'],
  ['no proxy trusted, a forged list', '1.2.3.4, 5.6.7.8', false, '10.0.0.9'],
  ['proxy trusted, its entry', '203.0.113.7', true, '203.0.113.7'],
  ['proxy trusted, the client prefixed a forged one', '1.2.3.4, 203.0.113.7', true, '203.0.113.7'],
  ['proxy trusted, spaces', ' 1.2.3.4 ,203.0.113.7 ', true, '203.0.113.7'],
  ['proxy trusted, no header (a direct call)', undefined, true, '10.0.0.9'],
];

describe('clientAddress', () => {
  it.each(CASES)('%s', (_what, forwardedFor, trustProxy, expected) => {
    expect(clientAddress('10.0.0.9', forwardedFor, trustProxy)).toBe(expected);
  });

  // WebSocket calls use clientAddress, HTTP calls Fastify's req.ip: both must name the same caller.
  it.each(CASES)('agrees with Fastify’s req.ip: %s', async (_what, forwardedFor, trustProxy, expected) => {
    const app = Fastify({ trustProxy: proxyTrust(trustProxy) });
    app.get('/ip', (req) => ({ ip: req.ip }));
    const res = await app.inject({
      url: '/ip',
      remoteAddress: '10.0.0.9',
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    expect(res.json().ip).toBe(expected);
    await app.close();
  });
});

const login = (
  t: ReturnType<typeof sharedTestApp>,
  remoteAddress: string,
  forwardedFor: string | undefined,
  username: string,
  password = 'wrongPass999',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

const LIMIT = DEFAULT_RATE_LIMITS.loginPerIp.max;

describe('TRUST_PROXY off: a forged X-Forwarded-For changes nothing', () => {
  const t = sharedTestApp({ config: { rateLimits: DEFAULT_RATE_LIMITS, trustProxy: false } });

  it('counts every attempt against the socket address, whatever the header says', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await login(t, '10.1.0.1', `198.51.100.${i}`, `nobody_${i}`)).statusCode).toBe(401);
    }
    for (const forged of ['198.51.100.200', '203.0.113.1, 10.1.0.2', undefined]) {
      expect((await login(t, '10.1.0.1', forged, 'nobody_x')).statusCode).toBe(429);
    }
    expect((await login(t, '10.1.0.2', undefined, 'nobody_x')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY on: the address the proxy appended', () => {
  const t = sharedTestApp({ config: { rateLimits: DEFAULT_RATE_LIMITS, trustProxy: true } });
  const PROXY = '10.2.0.1';

  it('counts per forwarded client, and a client prefixing its own entry still meets its limit', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await login(t, PROXY, '203.0.113.10', `nobody_${i}`)).statusCode).toBe(401);
    }
    expect((await login(t, PROXY, '203.0.113.10', 'nobody_x')).statusCode).toBe(429);
    expect((await login(t, PROXY, '198.51.100.1, 203.0.113.10', 'nobody_x')).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await login(t, PROXY, '203.0.113.11', 'nobody_x')).statusCode).toBe(401);
  });

  it('holds the per-account limit across every forwarded address', async () => {
    const { account } = await register(t.app);
    const max = DEFAULT_RATE_LIMITS.loginFailuresPerAccount.max;
    for (let i = 0; i < max; i++) {
      expect((await login(t, PROXY, `198.51.100.${50 + i}`, account.username)).statusCode).toBe(401);
    }
    const res = await login(t, PROXY, '198.51.100.99', account.username, account.password);
    expect(res.statusCode).toBe(429);
    expect(res.cookies).toHaveLength(0);
  });
});
