import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth';
import {
  changePasswordInput,
  passwordResetInput,
  passwordResetRequestInput,
  SELECTABLE_AVATAR_KEYS,
  USER_MESSAGES,
  updateAvatarInput,
  updateSettingsInput,
} from './users';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

const settings = {
  username: 'streak_fan7',
  firstName: 'Sam',
  lastName: 'Rivera',
  timezone: 'UTC',
  emailNotifications: true,
  pushNotifications: false,
};

describe('settings input', () => {
  it('accepts the form and drops fields it does not own', () => {
    const parsed = updateSettingsInput.parse({ ...settings, isAdmin: true, email: 'fan@example.com' });
    expect(parsed).toEqual({ ...settings, email: 'fan@example.com' });
  });

  it.each([
    [{ timezone: 'Mars/Olympus_Mons' }, USER_MESSAGES.timezoneInvalid],
    [{ emailNotifications: 1 }, USER_MESSAGES.notificationsInvalid],
    [{ username: 'a-b' }, AUTH_MESSAGES.usernameChars],
    [{ lastName: '' }, AUTH_MESSAGES.lastNameRequired],
  ])('refuses %o', (change, message) => {
    expect(firstMessage(updateSettingsInput.safeParse({ ...settings, ...change }))).toBe(message);
  });
});

describe('avatar input', () => {
  it('knows the default and the 16 avatars of the spec', () => {
    expect(SELECTABLE_AVATAR_KEYS).toEqual(
      expect.arrayContaining(['geometric-1', 'cyber-ninja', 'ocean-mermaid']),
    );
    expect(new Set(SELECTABLE_AVATAR_KEYS).size).toBe(17);
    expect(firstMessage(updateAvatarInput.safeParse({ avatarKey: 'geometric-2' }))).toBe(
      USER_MESSAGES.avatarInvalid,
    );
  });
});

describe('password inputs', () => {
  it.each([
    [changePasswordInput, { currentPassword: 'old', newPassword: 'short1' }, AUTH_MESSAGES.passwordShort],
    [changePasswordInput, { newPassword: 'goodPass1' }, USER_MESSAGES.currentPasswordRequired],
    [passwordResetInput, { token: 'abc', newPassword: 'nodigitshere' }, AUTH_MESSAGES.passwordWeak],
    [passwordResetInput, { token: '', newPassword: 'goodPass1' }, USER_MESSAGES.resetLinkInvalid],
    [passwordResetRequestInput, { email: 'nope' }, AUTH_MESSAGES.emailInvalid],
  ] as const)('refuses %#', (schema, input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });
});
