import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { userColumn } from '../../../../tests/support/users';
import { unsubscribeToken } from '../../modules/notifications/unsubscribe-token';
import { UNSUBSCRIBED_PAGE } from './unsubscribe-page';

// The unsubscribe link of the daily e-mail: a read shows the choice, only a POST turns e-mail off.

const t = sharedTestApp({ config: { appOrigin: 'http://picks.test' } });

const emailOn = (userId: number) => userColumn(t.deps.db, userId, 'email_notifications');

async function playerWithLink() {
  const { user } = await register(t.app);
  const token = await unsubscribeToken(t.deps, user.id);
  return { user, url: `/unsubscribe?token=${encodeURIComponent(token)}` };
}

const formPost = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('the unsubscribe link', () => {
  it('opens a page with the choice and a button; HEAD and GET change nothing', async () => {
    const { user, url } = await playerWithLink();
    for (const method of ['HEAD', 'GET', 'GET'] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    expect(await emailOn(user.id)).toBe(true);
    const page = (await t.app.inject({ url })).body;
    expect(page).toContain(UNSUBSCRIBED_PAGE.ask[0]);
    expect(page).toContain(`for ${user.username}?`);
    // A plain form to this server with what RFC 8058's POST sends, and no script (the CSP allows none inline).
    expect(page).toContain(`<form method="post" action="${url}">`);
    expect(page).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(page).not.toMatch(/<script|\bon[a-z]+=/i);
  });

  it("is served under the app's policy, which lets the page's form post to its own server", async () => {
    const { url } = await playerWithLink();
    const csp = String((await t.app.inject({ url })).headers['content-security-policy']);
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("script-src 'self'");
  });

  it("turns e-mail off with the page's button and shows that it did", async () => {
    const { user, url } = await playerWithLink();
    // The page is sent with no-referrer, so a browser's form post names its Origin as null.
    const res = await formPost(url, { accept: 'text/html,application/xhtml+xml', origin: 'null' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(UNSUBSCRIBED_PAGE.done[0]);
    expect(await emailOn(user.id)).toBe(false);
    // Again: still off, the same page.
    expect((await formPost(url, { accept: 'text/html' })).body).toContain(UNSUBSCRIBED_PAGE.done[0]);
  });

  it("answers a mail program's one-click POST (RFC 8058) in JSON, without cookie or Origin", async () => {
    const { user, url } = await playerWithLink();
    const res = await formPost(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: UNSUBSCRIBED_PAGE.done[0] });
    expect(await emailOn(user.id)).toBe(false);
  });

  it('reads only the token: a POST from another site, or with another body, does what the link does', async () => {
    for (const [type, payload] of [
      ['application/json', '{"anything":1}'],
      ['text/plain', 'List-Unsubscribe=One-Click'],
      ['multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      const { user, url } = await playerWithLink();
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type, origin: 'https://elsewhere.example' },
        payload,
      });
      expect(res.statusCode, type).toBe(200);
      expect(await emailOn(user.id), type).toBe(false);
    }
  });

  it('refuses a missing or changed token with a 400 that changes nothing, on every method', async () => {
    const { user } = await playerWithLink();
    const forged = `/unsubscribe?token=${user.id}.AAAAAAAAAAAAAAAAAAAAAAAA`;
    for (const url of [forged, '/unsubscribe', '/unsubscribe?token=', `/unsubscribe?token=${user.id}`]) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(400);
      expect(page.body).toContain(UNSUBSCRIBED_PAGE.invalid[0]);
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(400);
      const post = await formPost(url);
      expect(post.statusCode, url).toBe(400);
      expect(post.json()).toEqual({ message: UNSUBSCRIBED_PAGE.invalid[0] });
      expect((await formPost(url, { accept: 'text/html' })).body).toContain(UNSUBSCRIBED_PAGE.invalid[1]);
    }
    expect(await emailOn(user.id)).toBe(true);
  });

  it('does not work for an account that no longer exists', async () => {
    const { user, url } = await playerWithLink();
    await t.deps.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await t.app.inject({ url })).statusCode).toBe(400);
    expect((await formPost(url)).statusCode).toBe(400);
  });
});
