import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { topCommonPasswords } from '../../../../scripts/generate-common-passwords';
import { COMMON_PASSWORD_COUNT, commonPasswordKey, isCommonPassword } from './common-passwords';

describe('the common-password file', () => {
  it('holds the first 1,000 distinct entries of the ranked list, in rank order, as generated', () => {
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n');
    expect(lines.at(-1)).toBe('');
    const passwords = lines.slice(0, -1);
    expect(passwords).toHaveLength(COMMON_PASSWORD_COUNT);
    expect(new Set(passwords).size).toBe(COMMON_PASSWORD_COUNT);
    expect(passwords).toEqual(topCommonPasswords());
    for (const password of passwords) expect(commonPasswordKey(password)).toBe(password);
  });
});

describe('isCommonPassword', () => {
  it.each([
    ['password', true],
    ['password1', true],
    ['PASSWORD1', true],
    ['Password1', true],
    ['qwerty123', true],
    ['1q2w3e4r', true],
    // Full-width letters and digits are the same password after NFKC.
    ['ｐａｓｓｗｏｒｄ１', true],
    ['Ｑｗｅｒｔｙ１２３', true],
    ['password1!', false],
    [' password1', false],
    ['goodPass123', false],
    ['correct horse battery staple 9', false],
    ['', false],
  ])('%j: %s', (password, common) => {
    expect(isCommonPassword(password)).toBe(common);
  });
});
