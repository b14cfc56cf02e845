import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// Sign-in providers on loopback for the tests (issue 43): a real OpenID provider (panva's oidc-provider) standing
// in for Google, Apple or an operator's own, with accounts whose e-mails are verified or not; and a Discord-like
// plain OAuth 2.0 server (authorize, token with PKCE, /api/users/@me), small enough to read whole. Each signs in
// the account the test names with `signInAs` next, without a login page.

export interface ProviderAccountClaims {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  preferred_username?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces an account of the provider. */
  account(id: string, claims: ProviderAccountClaims): void;
  /** The account the next authorization signs in. */
  signInAs(id: string): void;
  close(): Promise<void>;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * A Google-like OpenID provider on loopback; `redirectUris` are the app's callbacks it accepts. With `pages`, a
 * person signs in on its own pages in a browser (providerPages below) instead of as the account `signInAs` chose.
 */
export async function startOidcProvider(
  redirectUris: string[],
  options: { pages?: boolean } = {},
): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccountClaims>();
  let next = '';
  const server = http.createServer();
  const issuer = await listen(server);
  const clientId = 'test-client';
  const clientSecret = randomBytes(16).toString('hex');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'preferred_username'],
    },
    scopes: ['openid', 'email', 'profile', 'name'],
    pkce: { required: () => true },
    // As Google does: the scopes' claims (e-mail, names) in the ID token itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    async findAccount(_ctx, id) {
      const claims = accounts.get(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
  });
  provider.proxy = false;
  const callback = provider.callback();
  const pages = options.pages ? providerPages(provider, accounts) : undefined;
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    if (pages) return pages(req, res);
    try {
      // The login page a person would see: here the account the test chose signs in and consents at once.
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: next, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: next }, consent: { grantId } });
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  });
  return {
    issuer,
    clientId,
    clientSecret,
    account: (id, claims) => void accounts.set(id, claims),
    signInAs: (id) => {
      next = id;
    },
    close: () => closeServer(server),
  };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  // No icon to fetch: the browser's request for /favicon.ico would be a 404 the journey counts as an error.
  '<link rel="icon" href="data:,"></head>' +
  `<body><main><h1>${title}</h1>${body}</main></body></html>`;

async function formOf(req: http.IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

/**
 * The provider's own pages, as a person meets them: a sign-in form that asks for the account's e-mail (no
 * password: the provider's login is not what the app tests), then a consent page that shares the e-mail and name
 * with the app. Each step is a form post that oidc-provider finishes, sending the browser on.
 */
function providerPages(provider: Provider, accounts: Map<string, ProviderAccountClaims>) {
  return async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const html = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(text);
    };
    try {
      const details = await provider.interactionDetails(req, res);
      const action = `/interaction/${details.uid}`;
      if (req.method === 'POST' && req.url?.endsWith('/login')) {
        const email = (await formOf(req)).get('email') ?? '';
        const id = [...accounts].find(([, claims]) => claims.email === email)?.[0];
        if (!id) return html(200, page('Sign in', `<p role="alert">No account has this e-mail.</p>`));
        return provider.interactionFinished(req, res, { login: { accountId: id } });
      }
      if (req.method === 'POST' && req.url?.endsWith('/consent')) {
        const accountId = String(details.session?.accountId);
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        return provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
      }
      if (details.prompt.name === 'login')
        return html(
          200,
          page(
            'Sign in',
            `<form method="post" action="${action}/login"><label>Email <input name="email" type="email"></label>` +
              '<button type="submit">Next</button></form>',
          ),
        );
      return html(
        200,
        page(
          'Allow access?',
          `<p>The app will see your e-mail address and name.</p><form method="post" action="${action}/consent">` +
            '<button type="submit">Allow</button></form>',
        ),
      );
    } catch (error) {
      html(500, page('Error', `<pre>${String(error)}</pre>`));
    }
  };
}

export interface DiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
}

export interface TestOAuthProvider {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  account(user: DiscordUser): void;
  signInAs(id: string): void;
  close(): Promise<void>;
}

/** A Discord-like OAuth 2.0 provider: /oauth2/authorize, /api/oauth2/token (PKCE S256), /api/users/@me. */
export async function startOAuthProvider(): Promise<TestOAuthProvider> {
  const users = new Map<string, DiscordUser>();
  const codes = new Map<string, { userId: string; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  let next = '';
  const clientId = 'discord-client';
  const clientSecret = randomBytes(16).toString('hex');
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/oauth2/authorize') {
      const p = url.searchParams;
      if (p.get('client_id') !== clientId || p.get('code_challenge_method') !== 'S256' || !users.has(next))
        return json(400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        userId: next,
        challenge: p.get('code_challenge') ?? '',
        redirectUri: p.get('redirect_uri') ?? '',
      });
      const back = new URL(p.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      res.writeHead(302, { location: back.href });
      return res.end();
    }
    if (url.pathname === '/api/oauth2/token' && req.method === 'POST') {
      let text = '';
      for await (const chunk of req) text += chunk;
      const body = new URLSearchParams(text);
      const grant = codes.get(body.get('code') ?? '');
      codes.delete(body.get('code') ?? '');
      const verifier = body.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !grant ||
        body.get('client_id') !== clientId ||
        body.get('client_secret') !== clientSecret ||
        grant.challenge !== challenge ||
        grant.redirectUri !== body.get('redirect_uri')
      )
        return json(400, { error: 'invalid_grant' });
      const token = randomBytes(16).toString('hex');
      tokens.set(token, grant.userId);
      return json(200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 600,
        scope: 'identify email',
      });
    }
    if (url.pathname === '/api/users/@me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const user = users.get(tokens.get(token) ?? '');
      return user ? json(200, user) : json(401, { message: '401: Unauthorized' });
    }
    return json(404, { message: 'Not found' });
  });
  const baseUrl = await listen(server);
  return {
    baseUrl,
    clientId,
    clientSecret,
    account: (user) => void users.set(user.id, user),
    signInAs: (id) => {
      next = id;
    },
    close: () => closeServer(server),
  };
}

/**
 * Follows the provider's redirects from the authorization URL the app gave, as a browser would (cookies kept per
 * run), until it is sent back to the app: the callback URL, with the code and state.
 */
export async function followToCallback(url: string, appOrigin: string): Promise<URL> {
  const jar = new Map<string, string>();
  let current = url;
  for (let hop = 0; hop < 15; hop += 1) {
    if (current.startsWith(appOrigin)) return new URL(current);
    const res = await fetch(current, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
    current = new URL(location, current).href;
  }
  throw new Error('too many redirects at the provider');
}
