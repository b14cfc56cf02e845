import { z } from 'zod';
import { CONSENT_MESSAGE } from '../consent';
import { AGE_BANDS, GENDERS } from '../constants';
import { idSchema } from './admin';
import { AUTH_MESSAGES, emailSchema, publicUserSchema, requiredName, usernameSchema } from './auth';
import { localeSchema } from './locale';
import { timezoneSchema } from './time-zone';

/** The sign-in providers the server knows; an operator turns each on with its client id and secret. */
export const SIGN_IN_PROVIDERS = ['google', 'apple', 'discord', 'oidc'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const SIGN_IN_MESSAGES = {
  providerOff: 'This way of signing in is not available',
  noPendingSignIn: 'Your sign-in has expired. Please start again.',
  identityTaken: 'This sign-in is already linked to another account',
  lastWayIn: 'This is your last way to sign in: add another one first',
  wrongPassword: 'That password is not the password of this account',
  linkMailSent: 'We sent a link to your e-mail address. Open it within an hour to finish signing in.',
  linkMailInvalid: 'This link is invalid or has expired',
  identityNotFound: 'This sign-in is not linked to your account',
  passkeyNotFound: 'This passkey is not on your account',
  passkeyFailed: 'The passkey could not be checked. Please try again.',
} as const;

/** Consent to the terms and the privacy notice: must be `true`. */
export const consentSchema = z.literal(true, { error: CONSENT_MESSAGE });

/** An in-app path to open after signing in ('/join/CODE'): one leading slash, never another site. */
export const returnPathSchema = z
  .string()
  .max(500)
  .refine((p) => /^\/(?![/\\])[^\s\\]*$/.test(p), { message: 'Must be a path of this site' });

export const providerSchema = z.enum(SIGN_IN_PROVIDERS, { error: SIGN_IN_MESSAGES.providerOff });

export const providersOutput = z.array(z.object({ id: providerSchema, name: z.string() }));

export const startSignInInput = z.object({
  provider: providerSchema,
  /** Where to go once signed in (an invite link); anything else than a path of this site is refused. */
  returnTo: returnPathSchema.optional(),
});
export const startLinkInput = z.object({ provider: providerSchema });
/** The provider's page to send the browser to. */
export const startSignInOutput = z.object({ url: z.string() });

/** What the "one short screen" after a first sign-in with a provider shows. */
export const pendingSignInOutput = z
  .object({
    /** sign-up: a new account (asks for what is missing); link: an account with this verified e-mail exists. */
    stage: z.enum(['sign-up', 'link']),
    providerName: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** The e-mail the provider verified, or null (the screen then asks for one). */
    email: z.string().nullable(),
    /** Link stage: how the existing account can prove itself (a link by e-mail always can). */
    canUsePassword: z.boolean(),
    canUsePasskey: z.boolean(),
  })
  .nullable();

/** The answers of the one short screen. `email` only when the provider gave no verified address. */
export const completeSignUpInput = z.object({
  username: usernameSchema,
  firstName: requiredName(AUTH_MESSAGES.firstNameRequired),
  lastName: requiredName(AUTH_MESSAGES.lastNameRequired),
  email: emailSchema.optional(),
  ageBand: z.enum(AGE_BANDS, { error: AUTH_MESSAGES.ageBandRequired }),
  gender: z.enum(GENDERS, { error: AUTH_MESSAGES.genderRequired }),
  acceptTerms: consentSchema,
  timezone: timezoneSchema.optional(),
  /** The browser's language as the app speaks it (issue 45); English when absent. */
  language: localeSchema.optional(),
});
export type CompleteSignUpInput = z.infer<typeof completeSignUpInput>;

/** A signed-in answer of the provider flow: the user, and where to go (the invite link it started from). */
export const signedInOutput = z.object({ user: publicUserSchema, returnTo: z.string() });

export const linkWithPasswordInput = z.object({
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(512),
});
export const mailLinkInput = z.object({ token: z.string().min(1).max(200) });
export const messageOutput = z.object({ message: z.string() });

/** A passkey ceremony's answer from the browser (@simplewebauthn/browser's JSON), checked by the server. */
export const webauthnResponseSchema = z.looseObject({
  id: z.string().max(2000),
  rawId: z.string().max(2000),
  type: z.literal('public-key'),
  response: z.looseObject({}),
});
/** The options of a passkey ceremony, for @simplewebauthn/browser, and the challenge's id to answer with. */
export const passkeyOptionsOutput = z.object({
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export const passkeyAnswerInput = z.object({
  challengeId: z.string().min(1).max(100),
  response: webauthnResponseSchema,
});
export const registerPasskeyInput = passkeyAnswerInput.extend({
  name: z.string().trim().max(60).optional(),
});

/** The ways into an account, as Settings lists them. */
export const signInMethodsOutput = z.object({
  hasPassword: z.boolean(),
  identities: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      providerName: z.string(),
      email: z.string().nullable(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
    }),
  ),
  passkeys: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      backedUp: z.boolean(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
    }),
  ),
  /** Providers configured and not linked yet: Settings offers to add them. */
  available: providersOutput,
});
export type SignInMethods = z.infer<typeof signInMethodsOutput>;

export const unlinkInput = z.object({ identityId: idSchema });
export const removePasskeyInput = z.object({ passkeyId: z.string().min(1).max(2000) });
