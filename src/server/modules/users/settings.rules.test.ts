import { describe, expect, it } from 'vitest';
import { isEmailChange, usernameNeedsCheck } from './settings.rules';

describe('usernameNeedsCheck', () => {
  it.each([
    ['casey', 'casey', false],
    ['casey', 'CASEY', false],
    ['Casey_Fan', 'casey_fan', false],
    ['casey', ' casey ', false],
    ['casey', 'casey2', true],
    ['casey', 'kasey', true],
  ])('%s -> %s needs a check: %s', (current, requested, expected) => {
    expect(usernameNeedsCheck(current, requested)).toBe(expected);
  });
});

describe('isEmailChange', () => {
  it.each([
    ['fan@example.com', undefined, false],
    ['fan@example.com', 'fan@example.com', false],
    ['fan@example.com', ' FAN@Example.com ', false],
    [null, null, false],
    [null, '', false],
    [null, undefined, false],
    ['fan@example.com', 'other@example.com', true],
    ['fan@example.com', null, true],
    ['fan@example.com', '', true],
    [null, 'new@example.com', true],
  ])('current %s, sent %s -> change: %s', (current, sent, expected) => {
    expect(isEmailChange(current, sent)).toBe(expected);
  });
});
