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
