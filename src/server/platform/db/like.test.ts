import { describe, expect, it } from 'vitest';
import { containsPattern } from './like';

describe('containsPattern', () => {
  it.each([
    ['ann', '%ann%'],
    ['50%_off', '%50\\%\\_off%'],
    ['a\\b', '%a\\\\b%'],
  ])('search %s becomes the pattern %s', (term, pattern) => {
    expect(containsPattern(term)).toBe(pattern);
  });
});
