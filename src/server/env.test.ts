import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('DATABASE_POOL_SIZE', () => {
  it('is 10 connections unless set, and a whole number from 1 to 500 when set', () => {
    expect(readEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(readEnv({ DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
    for (const wrong of ['0', '2.5', 'many', '501'])
      expect(() => readEnv({ DATABASE_POOL_SIZE: wrong })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('SHUTDOWN_GRACE_MS', () => {
  it('is 10 s unless set, and a whole number of milliseconds from 1 s to 10 minutes when set', () => {
    expect(readEnv({}).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(readEnv({ SHUTDOWN_GRACE_MS: '25000' }).SHUTDOWN_GRACE_MS).toBe(25_000);
    for (const wrong of ['999', '1500.5', 'soon', '600001'])
      expect(() => readEnv({ SHUTDOWN_GRACE_MS: wrong })).toThrow(/SHUTDOWN_GRACE_MS/);
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
