import { describe, expect, it } from 'vitest';
import { parseSessionToken, sessionExpiry, sessionState } from './session.rules';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-21T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY);

describe('session rules', () => {
  it('lets a session live 30 days', () => {
    expect(sessionExpiry(now).toISOString()).toBe(inDays(30).toISOString());
  });

  it.each([
    [30, 'valid'],
    [15.01, 'valid'],
    [15, 'valid'],
    [14.99, 'renew'],
    [1, 'renew'],
    [0.0001, 'renew'],
    [0, 'expired'],
    [-3, 'expired'],
  ] as const)('with %s days left the session is %s', (daysLeft, state) => {
    expect(sessionState(inDays(daysLeft), now)).toBe(state);
  });

  it('reads only well-formed tokens', () => {
    const id = 'a'.repeat(24);
    const secret = 'b'.repeat(32);
    expect(parseSessionToken(`${id}.${secret}`)).toEqual({ id, secret });
    expect(parseSessionToken(id)).toBeNull();
    expect(parseSessionToken(`${id}.${secret}x`)).toBeNull();
    expect(parseSessionToken(`${id.toUpperCase()}.${secret}`)).toBeNull();
    expect(parseSessionToken(`${id}.${secret.slice(1)}1`)).toBeNull();
    expect(parseSessionToken('')).toBeNull();
  });
});
