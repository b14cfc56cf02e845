import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { readEnv, signInSettings } from '../../env';
import { appleClientSecret, configuredProviders, DEFAULT_ISSUERS } from './sign-in-providers';

// Issue 43, item 1 and 2: which providers an operator's environment turns on (and so which buttons show), the
// issuers' defaults and overrides, and Apple's client secret: a JWT made from the team's key at each exchange,
// never a value stored in the environment.

describe('the providers an environment turns on', () => {
  it('is none by default: no provider button shows', () => {
    expect(configuredProviders(signInSettings(readEnv({})))).toEqual([]);
  });

  it("takes a provider's whole group, with its issuer's default or override, and names the operator's own", () => {
    const settings = signInSettings(
      readEnv({
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
        OIDC_ISSUER: 'https://sso.example.com/realms/fans',
        OIDC_CLIENT_ID: 'o-id',
        OIDC_CLIENT_SECRET: 'o-secret',
        OIDC_NAME: 'Club login',
      }),
    );
    expect(settings.google).toEqual({
      clientId: 'g-id',
      clientSecret: 'g-secret',
      issuer: DEFAULT_ISSUERS.google,
    });
    expect(DEFAULT_ISSUERS.google).toBe('https://accounts.google.com');
    expect(configuredProviders(settings)).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'oidc', name: 'Club login' },
    ]);
    const onLoopback = signInSettings(
      readEnv({ GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 's', GOOGLE_ISSUER: 'http://127.0.0.1:9000' }),
    );
    expect(onLoopback.google?.issuer).toBe('http://127.0.0.1:9000');
  });

  it('refuses half a group, naming what is missing', () => {
    expect(() => readEnv({ DISCORD_CLIENT_ID: 'only-the-id' })).toThrow(
      'DISCORD_CLIENT_SECRET: set DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET to sign in with Discord, or none of them',
    );
    expect(() => readEnv({ APPLE_CLIENT_ID: 'a', APPLE_TEAM_ID: 't' })).toThrow(/sign in with Apple/);
  });
});

describe("Apple's client secret", () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const apple = {
    clientId: 'com.example.picks.web',
    teamId: 'TEAM123456',
    keyId: 'KEY7654321',
    privateKey: pem,
    issuer: DEFAULT_ISSUERS.apple,
  };

  it("is a JWT of the team for the client, signed with the team's key (ES256), good for 5 minutes", async () => {
    const now = new Date('2026-12-06T12:00:00Z');
    const secret = await appleClientSecret(apple, now);
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY7654321' });
    const key = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'ES256');
    const { payload } = await jwtVerify(secret, key, {
      issuer: 'TEAM123456',
      subject: 'com.example.picks.web',
      audience: 'https://appleid.apple.com',
      currentDate: now,
    });
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload.iat).toBe(now.getTime() / 1000);
    // Made again later, it is a new one (never a value kept in the environment), and the old one has expired.
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(await appleClientSecret(apple, later)).not.toBe(secret);
    await expect(jwtVerify(secret, key, { currentDate: later })).rejects.toThrow(/exp/);
  });

  it('takes the key as the environment holds it on one line, with \\n for its line breaks', async () => {
    const oneLine = { ...apple, privateKey: pem.trim().replace(/\n/g, '\\n') };
    expect(oneLine.privateKey).not.toContain('\n');
    const secret = await appleClientSecret(oneLine, new Date());
    const key = await importSPKI(publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'ES256');
    await expect(jwtVerify(secret, key)).resolves.toBeDefined();
  });
});
