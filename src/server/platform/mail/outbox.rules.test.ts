import { describe, expect, it } from 'vitest';
import { describeMailError, linksIn, retryDelayMs } from './outbox.rules';

describe('retryDelayMs', () => {
  it.each([
    [0, 30_000],
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [5, 480_000],
    [8, 3_600_000],
    [50, 3_600_000],
  ])('after %i attempts waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});

describe('describeMailError', () => {
  it.each([
    [new Error('connect ECONNREFUSED\n  127.0.0.1:25'), 'connect ECONNREFUSED 127.0.0.1:25'],
    ['plain text', 'plain text'],
    [new Error(''), 'unknown error'],
  ])('%o -> %s', (error, expected) => {
    expect(describeMailError(error)).toBe(expected);
  });

  it('keeps at most 500 characters', () => {
    expect(describeMailError(new Error('x'.repeat(900)))).toHaveLength(500);
  });
});

describe('linksIn', () => {
  it('finds the links of a text', () => {
    const text = 'Open http://localhost:3000/reset-password?token=abc within the hour.\nhttps://x.example/a';
    expect(linksIn(text)).toEqual(['http://localhost:3000/reset-password?token=abc', 'https://x.example/a']);
    expect(linksIn('no links')).toEqual([]);
  });
});
