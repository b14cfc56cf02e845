import { afterAll, beforeAll, expect } from 'vitest';
import { MemoryTransport } from '../mail';
import { createTestApp, type TestApp, type TestAppOptions } from '../test-app';
import {
  followToCallback,
  type ProviderAccountClaims,
  startOAuthProvider,
  startOidcProvider,
  type TestOAuthProvider,
  type TestOidcProvider,
} from './test-providers';

/** The app's origin in the sign-in tests: the providers send the browser back to it. */
export const PROVIDER_APP = 'http://app.test';

/**
 * For one test file: an app that signs in through a Google-like OpenID provider on loopback (and a Discord-like
 * OAuth 2.0 one with `discord`), its mail kept in memory. The app and providers are filled in before the tests run.
 */
export function providerTestApp(options: { logger?: TestAppOptions['logger']; discord?: boolean } = {}) {
  const t = {} as TestApp;
  const google = {} as TestOidcProvider;
  const discord = {} as TestOAuthProvider;
  const mail = new MemoryTransport();
  beforeAll(async () => {
    Object.assign(google, await startOidcProvider([`${PROVIDER_APP}/api/auth/oauth/google/callback`]));
    if (options.discord) Object.assign(discord, await startOAuthProvider());
    const client = (p: { clientId: string; clientSecret: string }) => ({
      clientId: p.clientId,
      clientSecret: p.clientSecret,
    });
    const signIn = {
      google: { issuer: google.issuer, ...client(google) },
      ...(options.discord ? { discord: { baseUrl: discord.baseUrl, ...client(discord) } } : {}),
    };
    const config = { appOrigin: PROVIDER_APP, allowedOrigins: [PROVIDER_APP], signIn };
    Object.assign(t, await createTestApp({ mailTransport: mail, logger: options.logger, config }));
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.cleanup();
    await google.close?.();
    await discord.close?.();
  });
  /** A new browser whose next Google sign-in is the provider's account `id`, made with `claims`. */
  const googleBrowser = (id: string, claims: ProviderAccountClaims) => {
    google.account(id, claims);
    google.signInAs(id);
    return new ProviderBrowser(t);
  };
  return { t, google, discord, mail, googleBrowser };
}

/** A browser's cookies for the app, kept across the steps of one sign-in. */
export class ProviderBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly t: TestApp) {}

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async call(method: 'GET' | 'POST', url: string, payload?: unknown) {
    const res = await this.t.app.inject({
      method,
      url,
      headers: { origin: PROVIDER_APP, cookie: this.header() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    for (const c of res.cookies) c.value ? this.cookies.set(c.name, c.value) : this.cookies.delete(c.name);
    return res;
  }

  /** Starts at the button and goes through the provider: the callback address it sends the browser back to. */
  async toCallback(provider: 'google' | 'discord' = 'google', body: Record<string, unknown> = {}) {
    const start = await this.call('POST', `/api/auth/oauth/${provider}`, body);
    expect(start.statusCode, start.body).toBe(200);
    return followToCallback(start.json().url, PROVIDER_APP);
  }

  /** The one short screen waiting in this browser (null when none). */
  async pending() {
    return (await this.call('GET', '/api/auth/oauth/pending')).json();
  }

  /** Starts at the button, goes through the provider, and comes back to the callback: its redirect. */
  async signIn(provider: 'google' | 'discord' = 'google', body: Record<string, unknown> = {}) {
    const back = await this.toCallback(provider, body);
    const res = await this.call('GET', back.pathname + back.search);
    expect(res.statusCode).toBe(303);
    return res.headers.location as string;
  }
}
