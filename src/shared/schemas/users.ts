import { z } from 'zod';
import { AVATAR_KEYS, DEFAULT_AVATAR_KEY, PASSWORD_MAX } from '../constants';
import { AUTH_MESSAGES, emailSchema, passwordSchema, requiredName, usernameSchema } from './auth';
import { localeSchema } from './locale';
import { TIMEZONE_INVALID, timezoneSchema } from './time-zone';

/** Messages of the settings screen and the reset flow; spec wording where it gives one. */
export const USER_MESSAGES = {
  avatarInvalid: 'Please choose one of the available avatars',
  timezoneInvalid: TIMEZONE_INVALID,
  notificationsInvalid: 'Notification settings must be on or off',
  emailLocked: 'Email cannot be changed',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
  resetLinkInvalid: 'Invalid or expired reset link',
  resetRequested: "If an account with that email exists, you'll receive a password reset link shortly.",
  resetDone: 'Password reset successfully! You can now log in with your new password.',
} as const;

/** Every avatar a player may choose: the default and the 16 of the picker. */
export const SELECTABLE_AVATAR_KEYS = [DEFAULT_AVATAR_KEY, ...AVATAR_KEYS] as const;

export const updateAvatarInput = z.object({
  avatarKey: z.enum(SELECTABLE_AVATAR_KEYS, { error: USER_MESSAGES.avatarInvalid }),
});
export type UpdateAvatarInput = z.infer<typeof updateAvatarInput>;

const notificationFlag = z.boolean({ error: USER_MESSAGES.notificationsInvalid });

/** The whole settings form (PUT replaces it). Unknown fields such as isAdmin are dropped. */
export const updateSettingsInput = z.object({
  username: usernameSchema,
  firstName: requiredName(AUTH_MESSAGES.firstNameRequired),
  lastName: requiredName(AUTH_MESSAGES.lastNameRequired),
  /** Any IANA zone of the list (the spec's eight first); saving the form counts as choosing it. */
  timezone: timezoneSchema,
  emailNotifications: notificationFlag,
  pushNotifications: notificationFlag,
  /** The player's language (issue 45); absent keeps it, so a client that never shows it sends none. */
  language: localeSchema.optional(),
  /** Read-only on the screen: the current address may come back, a different one is refused. */
  email: z
    .string({ error: USER_MESSAGES.emailLocked })
    .max(254, USER_MESSAGES.emailLocked)
    .nullable()
    .optional(),
});
export type UpdateSettingsInput = z.infer<typeof updateSettingsInput>;

export const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: USER_MESSAGES.currentPasswordRequired })
    .min(1, USER_MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX * 4, USER_MESSAGES.currentPasswordWrong),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** A reset token as the link carries it; anything malformed reads as a bad link. */
export const resetTokenSchema = z
  .string({ error: USER_MESSAGES.resetLinkInvalid })
  .trim()
  .min(1, USER_MESSAGES.resetLinkInvalid)
  .max(200, USER_MESSAGES.resetLinkInvalid);

export const passwordResetRequestInput = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

export const passwordResetVerifyInput = z.object({ token: resetTokenSchema });

export const passwordResetInput = z.object({ token: resetTokenSchema, newPassword: passwordSchema });
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

export const messageOutput = z.object({ message: z.string() });
export const resetTokenValidOutput = z.object({ valid: z.literal(true) });
