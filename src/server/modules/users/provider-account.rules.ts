import type { SignInProvider } from '../../../shared/schemas/sign-in';

/** A provider's account as sign-in uses it: who it is, and what it tells about the player. */
export interface ProviderAccount {
  subject: string;
  email: string | null;
  /** Only a verified address may link to an existing account, or be stored as the account's e-mail. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** A username to propose (the player may change it; it is checked like any other). */
  username: string;
}

const text = (value: unknown, max = 100): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** OpenID's `email_verified` is a boolean; Apple has sent it as the string "true". */
const verified = (value: unknown) => value === true || value === 'true';

/** A proposal made of a name's letters, digits and underscores, 3 to 30 long, or '' when none can be made. */
export function usernameProposal(...candidates: string[]): string {
  for (const candidate of candidates) {
    const cleaned = candidate
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9_]/g, '')
      .slice(0, 30);
    if (cleaned.length >= 3) return cleaned;
  }
  return '';
}

/** Apple's `user` form field on a first sign-in: the only place it ever gives the player's name. */
export interface AppleUser {
  name?: { firstName?: string; lastName?: string };
}

/**
 * What a provider said (ID token claims, or Discord's account), as the sign-in uses it; null when it names no
 * account. An e-mail is kept only when it looks like one.
 */
export function providerAccount(
  provider: SignInProvider,
  claims: Record<string, unknown>,
  appleUser?: AppleUser,
): ProviderAccount | null {
  const subject = text(provider === 'discord' ? claims.id : claims.sub, 255);
  if (!subject) return null;
  const rawEmail = text(claims.email, 254);
  const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(rawEmail) ? rawEmail : null;
  if (provider === 'discord') {
    const name = text(claims.global_name, 50) || text(claims.username, 50);
    return {
      subject,
      email,
      emailVerified: email !== null && verified(claims.verified),
      firstName: name,
      lastName: '',
      username: usernameProposal(text(claims.username), name),
    };
  }
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  const firstName = text(appleUser?.name?.firstName, 50) || text(claims.given_name, 50) || first.slice(0, 50);
  const lastName =
    text(appleUser?.name?.lastName, 50) || text(claims.family_name, 50) || rest.join(' ').slice(0, 50);
  return {
    subject,
    email,
    emailVerified: email !== null && verified(claims.email_verified),
    firstName,
    lastName,
    username: usernameProposal(
      text(claims.preferred_username),
      `${firstName}${lastName}`,
      email?.split('@')[0] ?? '',
    ),
  };
}

/** How long a provider sign-in may take, from the button to the provider's answer. */
export const FLOW_TTL_MS = 15 * 60 * 1000;
/** How long the one short screen (or the proof of an existing account) waits after the provider answered. */
export const PENDING_TTL_MS = 30 * 60 * 1000;
/** How long the e-mailed link that proves an existing account works. */
export const MAIL_LINK_TTL_MS = 60 * 60 * 1000;
/** A sign-in this recent stands for re-authentication (deleting the account) without a password or passkey. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** The cookie that binds a provider sign-in to the browser that started it (`__Host-` in production). */
export const flowCookieName = (production: boolean) => (production ? '__Host-signin' : 'signin');

/** Only a path of this site (one leading slash, no backslash, no scheme): never another site (no open redirect). */
export function safeReturnPath(path: string | null | undefined): string {
  return typeof path === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(path) && path.length <= 500 ? path : '/';
}
