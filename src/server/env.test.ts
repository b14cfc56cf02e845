import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

// [variable, what the test says, its default, a value set and how it reads, values refused]
describe.each([
  [
    'DATABASE_POOL_SIZE',
    'is 10 connections unless set, and a whole number from 1 to 500 when set',
    10,
    ['40', 40],
    ['0', '2.5', 'many', '501'],
  ],
  [
    'SHUTDOWN_GRACE_MS',
    'is 10 s unless set, and a whole number of milliseconds from 1 s to 10 minutes when set',
    10_000,
    ['25000', 25_000],
    ['999', '1500.5', 'soon', '600001'],
  ],
] as const)('%s', (name, says, byDefault, [text, value], wrong) => {
  it(says, () => {
    expect(readEnv({})[name]).toBe(byDefault);
    expect(readEnv({ [name]: text })[name]).toBe(value);
    for (const refused of wrong) expect(() => readEnv({ [name]: refused })).toThrow(new RegExp(name));
  });
});

describe('PUSH_SERVICE_HOSTS', () => {
  it('names no push service unless set, and host[:port] entries when set', () => {
    expect(readEnv({}).PUSH_SERVICE_HOSTS).toEqual([]);
    expect(readEnv({ PUSH_SERVICE_HOSTS: 'push.example.net, 127.0.0.1:8443' }).PUSH_SERVICE_HOSTS).toEqual([
      { hostname: 'push.example.net', port: 443 },
      { hostname: '127.0.0.1', port: 8443 },
    ]);
    expect(() => readEnv({ PUSH_SERVICE_HOSTS: 'https://push.example.net/x' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});
