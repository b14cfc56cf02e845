import { describe, expect, it } from 'vitest';
import {
  answerDelayMs,
  RESET_ANSWER_FLOOR_MS,
  RESET_TOKEN_TTL_MS,
  resetLink,
  resetLinkOrigin,
  resetTokenExpiry,
  resetTokenState,
} from './password-reset.rules';

const now = new Date('2026-11-21T15:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('resetTokenState', () => {
  it.each([
    ['no row', undefined, 'unknown'],
    ['fresh', { expires_at: at(RESET_TOKEN_TTL_MS), used_at: null }, 'valid'],
    ['one second left', { expires_at: at(1000), used_at: null }, 'valid'],
    ['exactly at expiry', { expires_at: now, used_at: null }, 'expired'],
    ['past expiry', { expires_at: at(-1), used_at: null }, 'expired'],
    ['used', { expires_at: at(RESET_TOKEN_TTL_MS), used_at: at(-5) }, 'used'],
    ['used and expired', { expires_at: at(-1), used_at: at(-5) }, 'used'],
  ] as const)('%s -> %s', (_name, row, expected) => {
    expect(resetTokenState(row, now)).toBe(expected);
  });

  it('gives a new token exactly one hour', () => {
    expect(resetTokenExpiry(now).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });
});

describe('resetLinkOrigin', () => {
  const LOCAL = 'http://localhost:4100';
  it.each([
    ['https://picks.example.com', 'http://evil.example', 'https://picks.example.com'],
    ['https://picks.example.com/app/', null, 'https://picks.example.com'],
    [undefined, 'http://localhost:3000', 'http://localhost:3000'],
    [undefined, 'http://LocalHost:3000', 'http://localhost:3000'],
    [undefined, 'http://picks.localhost:5173', 'http://picks.localhost:5173'],
    [undefined, 'http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    [undefined, 'http://127.8.9.10', 'http://127.8.9.10'],
    [undefined, 'http://[::1]:3000', 'http://[::1]:3000'],
    // Any other Host is the caller's words: never in a link.
    [undefined, 'https://Picks.Example.com:443', LOCAL],
    [undefined, 'http://evil.example', LOCAL],
    [undefined, 'http://localhost.evil.example', LOCAL],
    [undefined, 'http://127.0.0.1.evil.example', LOCAL],
    [undefined, 'http://192.168.1.20:3000', LOCAL],
    [undefined, 'http://[::2]:3000', LOCAL],
    [undefined, 'http://evil.example/phish?', LOCAL],
    [undefined, 'http://user:pw@localhost', LOCAL],
    [undefined, 'javascript://alert', LOCAL],
    [undefined, 'http://', LOCAL],
    [undefined, null, LOCAL],
  ])('config %s, request %s -> %s', (appOrigin, requestOrigin, expected) => {
    expect(resetLinkOrigin(appOrigin, requestOrigin, LOCAL)).toBe(expected);
  });

  it('builds the link of the reset screen', () => {
    expect(resetLink('https://picks.example.com', 'abc234')).toBe(
      'https://picks.example.com/reset-password?token=abc234',
    );
  });
});

describe('answerDelayMs', () => {
  it.each([
    [0, RESET_ANSWER_FLOOR_MS],
    [1.5, RESET_ANSWER_FLOOR_MS - 1],
    [RESET_ANSWER_FLOOR_MS - 0.2, 1],
    [RESET_ANSWER_FLOOR_MS, 0],
    [RESET_ANSWER_FLOOR_MS + 25, 0],
  ])('after %d ms of work waits %d ms more', (worked, wait) => {
    expect(answerDelayMs(1000, 1000 + worked)).toBe(wait);
  });
});
