import { z } from 'zod';
import { CONSENT_MESSAGE } from '../consent';
import {
  AGE_BANDS,
  GENDERS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SUBSCRIPTION_TIERS,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../constants';
import { LOCALES } from '../i18n/locale';
import { playerFiguresSchema } from './figures';
import { localeSchema } from './locale';
import { timezoneSchema } from './time-zone';

/** Messages the player sees, word for word from the spec where it gives them. */
export const AUTH_MESSAGES = {
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: 'Username must be at most 30 characters',
  usernameChars: 'Username can only contain letters, numbers and underscores',
  usernameTaken: 'Username is already taken',
  usernameAvailable: 'Username is available',
  chooseAvailable: 'Please choose an available username',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'An account with this email already exists',
  passwordShort: 'Password must be at least 8 characters long.',
  passwordLong: 'Password must be at most 128 characters long.',
  passwordWeak: 'Password must contain at least one letter and one number.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  ageBandRequired: 'Please select your age range',
  genderRequired: 'Please select your gender',
  invalidLogin: 'Invalid username or password',
  loginRequired: 'Please enter your username and password',
  unauthorized: 'Unauthorized',
} as const;

export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameShort })
  .trim()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameShort)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameLong)
  .regex(/^[A-Za-z0-9_]+$/, AUTH_MESSAGES.usernameChars);

/** 8-128 characters with at least one letter and one number. */
export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordShort })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong)
  .regex(/\p{L}/u, AUTH_MESSAGES.passwordWeak)
  .regex(/\p{N}/u, AUTH_MESSAGES.passwordWeak);

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailInvalid })
  .trim()
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

/** A trimmed name of 1-50 characters; `message` when it is missing. */
export const requiredName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(50, `${message.split(' is')[0]} is too long`);

export const registerInput = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  firstName: requiredName(AUTH_MESSAGES.firstNameRequired),
  lastName: requiredName(AUTH_MESSAGES.lastNameRequired),
  ageBand: z.enum(AGE_BANDS, { error: AUTH_MESSAGES.ageBandRequired }),
  gender: z.enum(GENDERS, { error: AUTH_MESSAGES.genderRequired }),
  /** Optional (player.md's payload has none): the zone the sign-up form proposed from the device, or chose. */
  timezone: timezoneSchema.optional(),
  /** Optional (issue 45): the browser's language as the app speaks it; English when absent. */
  language: localeSchema.optional(),
  /** The terms and the privacy notice accepted (issue 43): their versions and the time are recorded. */
  acceptTerms: z.literal(true, { error: CONSENT_MESSAGE }),
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  username: z
    .string({ error: AUTH_MESSAGES.loginRequired })
    .trim()
    .min(1, AUTH_MESSAGES.loginRequired)
    .max(254),
  password: z
    .string({ error: AUTH_MESSAGES.loginRequired })
    .min(1, AUTH_MESSAGES.loginRequired)
    .max(PASSWORD_MAX * 4),
});
export type LoginInput = z.infer<typeof loginInput>;

export const checkUsernameInput = z.object({ username: z.string().max(100) });
export const checkUsernameOutput = z.object({ available: z.boolean(), message: z.string() });
export type CheckUsernameResult = z.infer<typeof checkUsernameOutput>;

/** Who an account is, as its player and the admin both see it: its id, username, e-mail, names and avatar. */
export const accountIdentityFields = {
  id: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  avatarKey: z.string(),
};

/** The signed-in user as the browser and REST clients see it. */
export const publicUserSchema = z.object({
  ...accountIdentityFields,
  /** Any IANA zone (docs/rules.md, "Time zones"); America/New_York until the player chooses. */
  timezone: z.string(),
  /** Whether the player chose the zone (at sign-up or in Settings); until then the app proposes the device's. */
  timezoneChosen: z.boolean(),
  /** The player's language (issue 45): the app's, and their e-mails' and pushes'. */
  language: z.enum(LOCALES),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  isAdmin: z.boolean(),
  ...playerFiguresSchema.shape,
  leaderboardPosition: z.number().int().nullable(),
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  gender: z.enum(GENDERS).nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
