import { importPKCS8, SignJWT } from 'jose';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '../../../shared/schemas/sign-in';
import { RelyingParty, type RelyingPartySettings } from '../../platform/identity/relying-party';

// The sign-in providers an operator configured (GOOGLE_*, APPLE_*, DISCORD_*, OIDC_*; env.ts, README): each is on
// when its client id and secret (Apple: its key) are set, and only those show their button.

export interface OidcClientSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface SignInProviderSettings {
  google?: OidcClientSettings | undefined;
  /** Apple's client secret is a JWT signed with the team's key (ES256), made at run time. */
  apple?: { clientId: string; teamId: string; keyId: string; privateKey: string; issuer: string } | undefined;
  /** Discord speaks plain OAuth 2.0; `baseUrl` (https://discord.com) is overridable for tests. */
  discord?: { clientId: string; clientSecret: string; baseUrl: string } | undefined;
  /** An operator's own OpenID provider (Keycloak, Authentik...), shown under `name`. */
  oidc?: (OidcClientSettings & { name: string }) | undefined;
}

export const DEFAULT_ISSUERS = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  discord: 'https://discord.com',
} as const;

const NAMES: Record<Exclude<SignInProvider, 'oidc'>, string> = {
  google: 'Google',
  apple: 'Apple',
  discord: 'Discord',
};

/** The providers configured, in the order their buttons show, with the names they show. */
export function configuredProviders(
  settings: SignInProviderSettings | undefined,
): { id: SignInProvider; name: string }[] {
  if (!settings) return [];
  return SIGN_IN_PROVIDERS.filter((id) => settings[id] !== undefined).map((id) => ({
    id,
    name: id === 'oidc' ? settings.oidc!.name : NAMES[id],
  }));
}

/** The name a provider shows under, or the provider's id when it is not configured. */
export function providerName(settings: SignInProviderSettings | undefined, id: string): string {
  return configuredProviders(settings).find((p) => p.id === id)?.name ?? id;
}

/** Apple's client secret: a JWT of the team, for this client, signed with the key Apple issued (ES256). */
export async function appleClientSecret(
  apple: NonNullable<SignInProviderSettings['apple']>,
  now: Date,
): Promise<string> {
  const key = await importPKCS8(apple.privateKey.replace(/\\n/g, '\n'), 'ES256');
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: apple.keyId })
    .setIssuer(apple.teamId)
    .setSubject(apple.clientId)
    .setAudience(apple.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 5 * 60)
    .sign(key);
}

function relyingPartySettings(
  settings: SignInProviderSettings,
  id: SignInProvider,
  clock: () => Date,
): RelyingPartySettings | undefined {
  switch (id) {
    case 'google': {
      const google = settings.google;
      return google && { kind: 'oidc', ...google, scope: 'openid email profile' };
    }
    case 'oidc': {
      const oidc = settings.oidc;
      return oidc && { kind: 'oidc', ...oidc, scope: 'openid email profile' };
    }
    case 'apple': {
      const apple = settings.apple;
      return (
        apple && {
          kind: 'oidc',
          issuer: apple.issuer,
          clientId: apple.clientId,
          clientSecret: () => appleClientSecret(apple, clock()),
          scope: 'openid name email',
          responseMode: 'form_post',
        }
      );
    }
    case 'discord': {
      const discord = settings.discord;
      if (!discord) return undefined;
      const base = discord.baseUrl.replace(/\/$/, '');
      return {
        kind: 'oauth2',
        issuer: base,
        clientId: discord.clientId,
        clientSecret: discord.clientSecret,
        scope: 'identify email',
        endpoints: {
          authorization: `${base}/oauth2/authorize`,
          token: `${base}/api/oauth2/token`,
          userinfo: `${base}/api/users/@me`,
        },
      };
    }
  }
}

/** The path of a provider's callback: the redirect URI registered with the provider is APP_ORIGIN + this. */
export const callbackPath = (id: SignInProvider) => `/api/auth/oauth/${id}/callback`;

const parties = new WeakMap<SignInProviderSettings, Map<string, RelyingParty>>();

/**
 * The relying party of a configured provider (kept per configuration, so discovery runs once), or undefined.
 * Its redirect URI is built from `origin` (APP_ORIGIN, never a request's Host).
 */
export function relyingParty(
  settings: SignInProviderSettings | undefined,
  id: SignInProvider,
  origin: string,
  clock: () => Date,
): RelyingParty | undefined {
  if (!settings) return undefined;
  let byId = parties.get(settings);
  if (!byId) {
    byId = new Map();
    parties.set(settings, byId);
  }
  const key = `${id} ${origin}`;
  let party = byId.get(key);
  if (!party) {
    const rp = relyingPartySettings(settings, id, clock);
    if (!rp) return undefined;
    party = new RelyingParty(rp, `${origin}${callbackPath(id)}`);
    byId.set(key, party);
  }
  return party;
}
