import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, registerInput } from './auth';

const valid = {
  username: 'streak_fan7',
  password: 'goodPass123',
  email: 'fan@example.com',
  firstName: 'Sam',
  lastName: 'Rivera',
  ageBand: '25-34',
  gender: 'female',
  acceptTerms: true,
};

const firstMessage = (input: Record<string, unknown>) => {
  const result = registerInput.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('registration input', () => {
  it('accepts a complete, valid form and trims names', () => {
    const parsed = registerInput.parse({ ...valid, firstName: '  Sam ', username: ' streak_fan7 ' });
    expect(parsed.firstName).toBe('Sam');
    expect(parsed.username).toBe('streak_fan7');
  });

  it.each([
    ['username too short', { username: 'ab' }, AUTH_MESSAGES.usernameShort],
    ['username missing', { username: undefined }, AUTH_MESSAGES.usernameShort],
    ['username too long', { username: 'a'.repeat(31) }, AUTH_MESSAGES.usernameLong],
    ['username with a space', { username: 'bad name' }, AUTH_MESSAGES.usernameChars],
    ['username with a dash', { username: 'bad-name' }, AUTH_MESSAGES.usernameChars],
    ['password too short', { password: 'abc123' }, AUTH_MESSAGES.passwordShort],
    ['password missing', { password: undefined }, AUTH_MESSAGES.passwordShort],
    ['password too long', { password: `a1${'x'.repeat(127)}` }, AUTH_MESSAGES.passwordLong],
    ['password without a number', { password: 'onlyletters' }, AUTH_MESSAGES.passwordWeak],
    ['password without a letter', { password: '1234567890' }, AUTH_MESSAGES.passwordWeak],
    ['email not an address', { email: 'not-an-email' }, AUTH_MESSAGES.emailInvalid],
    ['email missing', { email: undefined }, AUTH_MESSAGES.emailInvalid],
    ['first name blank', { firstName: '   ' }, AUTH_MESSAGES.firstNameRequired],
    ['first name missing', { firstName: undefined }, AUTH_MESSAGES.firstNameRequired],
    ['last name blank', { lastName: '' }, AUTH_MESSAGES.lastNameRequired],
    ['age band unknown', { ageBand: '12-17' }, AUTH_MESSAGES.ageBandRequired],
    ['age band missing', { ageBand: undefined }, AUTH_MESSAGES.ageBandRequired],
    ['gender unknown', { gender: 'other' }, AUTH_MESSAGES.genderRequired],
    ['gender missing', { gender: undefined }, AUTH_MESSAGES.genderRequired],
  ])('refuses %s with its message', (_name, change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('accepts the longest allowed password (128 characters)', () => {
    expect(firstMessage({ ...valid, password: `a1${'x'.repeat(126)}` })).toBeNull();
  });

  it.each(['18-24', '25-34', '35-44', '45-54', '55-64', '65+'])('accepts the age range %s', (ageBand) => {
    expect(firstMessage({ ...valid, ageBand })).toBeNull();
  });

  it.each(['male', 'female', 'prefer-not-to-answer'])('accepts the gender %s', (gender) => {
    expect(firstMessage({ ...valid, gender })).toBeNull();
  });
});
