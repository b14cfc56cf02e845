import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { providerTestApp } from '../../../../tests/support/auth/provider-app';
import { REDACTED } from '../../platform/http/logged-url';

// Issue 43, item 7: a provider's sign-in never puts its secrets in the log. Not the callback's `code` and `state`
// (the request log's URL), not the `signin` cookie, not a token of the provider (an ID token is a JWT: eyJ...), not
// the mailed link's token; and not when the provider refuses the code, whose refusal is logged for the operator.

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const { t, mail, googleBrowser } = providerTestApp({ logger: { level: 'info', stream } });

/** What the log holds, and the URLs it recorded for incoming requests. */
const log = () => lines.join('\n');
const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => entry.req?.url ?? '');

/** A JWT's first two parts, as an ID token or an access token of the provider would show. */
const JWT = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}/;

describe('the log of a sign-in with a provider', () => {
  it('records the callback without its code and state, and no cookie or token of the sign-in', async () => {
    const b = googleBrowser('g-logged', {
      email: 'logged@example.com',
      email_verified: true,
      name: 'Lou Logged',
    });
    lines.length = 0;
    const back = await b.toCallback();
    const code = back.searchParams.get('code')!;
    const state = back.searchParams.get('state')!;
    const flowCookie = [...b.cookies.values()][0]!;
    const res = await b.call('GET', back.pathname + back.search);
    expect([res.statusCode, res.headers.location]).toEqual([303, '/welcome']);

    const callback = loggedUrls().find((url) => url.includes('/callback'));
    expect(callback).toContain(`code=${REDACTED}`);
    expect(callback).toContain(`state=${REDACTED}`);
    for (const secret of [code, state, flowCookie]) expect(log()).not.toContain(secret);
    expect(log()).not.toMatch(JWT);
  });

  it('keeps the code out of the log when the provider refuses it, while saying that it did', async () => {
    const b = googleBrowser('g-refused', { email: 'refused@example.com', email_verified: true });
    const back = await b.toCallback();
    const forged = new URL(back);
    const code = `${back.searchParams.get('code')}x`;
    forged.searchParams.set('code', code);
    lines.length = 0;
    const res = await b.call('GET', forged.pathname + forged.search);
    expect(res.headers.location).toBe('/auth?signin=provider');
    expect(log()).toContain('a sign-in provider answer was refused');
    // What the operator reads: the provider's own refusal, and nothing the error carried besides.
    const entry = JSON.parse(lines.find((l) => l.includes('answer was refused'))!);
    expect(entry.refusal).toMatchObject({
      error: 'invalid_grant',
      status: 400,
      code: 'OAUTH_RESPONSE_BODY_ERROR',
    });
    expect(entry.refusal.cause).toBeUndefined();
    expect(log()).not.toContain(code);
    expect(log()).not.toContain(code.slice(0, 20));
    expect(log()).not.toContain(back.searchParams.get('state')!);
    expect(log()).not.toMatch(JWT);
  });

  it("records the mailed link's page and its confirmation without the link's token", async () => {
    const { account } = await register(t.app);
    const b = googleBrowser('g-linking', { email: account.email, email_verified: true });
    const back = await b.toCallback();
    await b.call('GET', back.pathname + back.search);
    expect((await b.call('POST', '/api/auth/oauth/link/mail')).statusCode).toBe(200);
    await t.deps.mailer.drain();
    const text = mail.to(account.email).at(-1)!.text;
    const token = decodeURIComponent(/\/welcome\?link=([^\s]+)/.exec(text)![1]!);
    lines.length = 0;
    await b.call('GET', `/welcome?link=${encodeURIComponent(token)}`);
    const done = await b.call('POST', '/api/auth/oauth/link/confirm', { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(loggedUrls()).toContain(`/welcome?link=${REDACTED}`);
    expect(log()).not.toContain(token);
    expect(log()).not.toContain(encodeURIComponent(token));
  });
});
