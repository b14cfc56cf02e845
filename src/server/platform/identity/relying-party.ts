import * as client from 'openid-client';

// The one place openid-client is used (a relying party of OpenID Connect, or of plain OAuth 2.0): an
// authorization request with PKCE, `state` and (OpenID) `nonce`, the code exchanged at the token endpoint, and the
// ID token verified against the issuer's keys by openid-client (signature, issuer, audience, expiry, nonce). The
// provider's metadata is discovered once and kept; a failed discovery is tried again on the next sign-in.

/** A provider as the relying party needs it. */
export interface RelyingPartySettings {
  /** OpenID Connect (discovery, ID token) or plain OAuth 2.0 (endpoints given, the account read from `userinfo`). */
  kind: 'oidc' | 'oauth2';
  issuer: string;
  clientId: string;
  /** The client's secret, or a function that makes one for each exchange (Apple's is a JWT signed at run time). */
  clientSecret: string | (() => Promise<string>);
  scope: string;
  /** Apple answers with a form POST when names or e-mail are asked for. */
  responseMode?: 'form_post' | undefined;
  /** OAuth 2.0: where to send the player, where to exchange the code, where to read the account. */
  endpoints?: { authorization: string; token: string; userinfo: string } | undefined;
}

/** What a provider said about the player: the ID token's claims, or the userinfo answer (OAuth 2.0). */
export type ProviderClaims = Record<string, unknown>;

/** One sign-in's secrets, kept by the caller between the start and the callback. */
export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** An issuer on this machine (tests, a developer's provider): plain http is allowed only there. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]';
}

export class RelyingParty {
  private metadata: Promise<client.ServerMetadata> | undefined;

  constructor(
    private readonly settings: RelyingPartySettings,
    readonly redirectUri: string,
  ) {}

  /** Fresh secrets for a new sign-in. */
  static newSecrets(): FlowSecrets {
    return {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
  }

  /** Where to send the browser: the provider's authorization endpoint with this sign-in's checks. */
  async authorizationUrl(secrets: FlowSecrets): Promise<string> {
    const config = await this.configuration('none');
    const parameters: Record<string, string> = {
      redirect_uri: this.redirectUri,
      scope: this.settings.scope,
      response_type: 'code',
      state: secrets.state,
      code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (this.settings.kind === 'oidc') parameters.nonce = secrets.nonce;
    if (this.settings.responseMode) parameters.response_mode = this.settings.responseMode;
    return client.buildAuthorizationUrl(config, parameters).href;
  }

  /**
   * The callback's answer checked and the code exchanged: `state` must be this sign-in's, the ID token (OpenID)
   * signed by the issuer for this client with this sign-in's nonce. Throws on anything else.
   */
  async exchange(callback: URLSearchParams, secrets: FlowSecrets): Promise<ProviderClaims> {
    const config = await this.configuration('secret');
    const currentUrl = new URL(this.redirectUri);
    for (const [name, value] of callback) currentUrl.searchParams.set(name, value);
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      ...(this.settings.kind === 'oidc' ? { expectedNonce: secrets.nonce, idTokenExpected: true } : {}),
    });
    if (this.settings.kind === 'oidc') {
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      return { ...claims };
    }
    const endpoints = this.settings.endpoints;
    if (!endpoints) throw new Error('an OAuth 2.0 provider needs its endpoints');
    const response = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(endpoints.userinfo),
      'GET',
    );
    if (!response.ok) throw new Error(`the provider's account endpoint answered ${response.status}`);
    return (await response.json()) as ProviderClaims;
  }

  /** The provider's metadata and this client: 'none' for building URLs, 'secret' for the token endpoint. */
  private async configuration(auth: 'none' | 'secret'): Promise<client.Configuration> {
    const metadata = await this.serverMetadata();
    const secret = this.settings.clientSecret;
    const clientAuth =
      auth === 'none'
        ? client.None()
        : client.ClientSecretPost(typeof secret === 'string' ? secret : await secret());
    const config = new client.Configuration(metadata, this.settings.clientId, undefined, clientAuth);
    if (isLoopbackUrl(this.settings.issuer)) client.allowInsecureRequests(config);
    return config;
  }

  private serverMetadata(): Promise<client.ServerMetadata> {
    const endpoints = this.settings.endpoints;
    if (this.settings.kind === 'oauth2' && endpoints) {
      return Promise.resolve({
        issuer: this.settings.issuer,
        authorization_endpoint: endpoints.authorization,
        token_endpoint: endpoints.token,
      });
    }
    if (!this.metadata) {
      const insecure = isLoopbackUrl(this.settings.issuer) ? [client.allowInsecureRequests] : [];
      this.metadata = client
        .discovery(new URL(this.settings.issuer), this.settings.clientId, undefined, client.None(), {
          execute: insecure,
          timeout: 10,
        })
        .then((config) => config.serverMetadata());
      // A provider that could not be reached is asked again next time, not remembered as down.
      this.metadata.catch(() => {
        this.metadata = undefined;
      });
    }
    return this.metadata;
  }
}

/**
 * What the log keeps of a refused answer: the library's name, code and words, and the provider's error and status.
 * Never the error's `cause`, which can hold the ID token's claims (the player's e-mail, names) or its signed parts
 * (the token itself, when its signature failed).
 */
export function refusalForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const { code, error: providerError, error_description, status } = error as Error & Record<string, unknown>;
  return { type: error.name, message: error.message, code, error: providerError, error_description, status };
}
