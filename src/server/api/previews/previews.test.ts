import { describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import { makeLeague } from '../../../../tests/support/leagues';
import { sharedTestApp } from '../../../../tests/support/test-app';

// Link previews: invite and share links carry Open Graph and Twitter card tags, and their 1200x630 images are drawn
// on the server, cached by what they show and served with an ETag.

const t = sharedTestApp({ config: { appOrigin: 'https://picks.example' } });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: '10.20.0.1' });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('link previews', () => {
  it('give an invite link the league’s title, description and card, its name escaped', async () => {
    const owner = await account(t);
    const league = await makeLeague(t.deps.db, owner.row.id);
    await t.deps.db
      .updateTable('leagues')
      .set({ name: 'The "<b>" Crew & Co' })
      .where('id', '=', league.id)
      .execute();
    const page = await get(`/join/${league.code}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(meta(page.body, 'og:title')).toBe(
      'Join The &quot;&lt;b&gt;&quot; Crew &amp; Co on Streak Pick&#39;em',
    );
    expect(meta(page.body, 'og:description')).toContain(`${owner.row.username} invites you`);
    expect(meta(page.body, 'twitter:card')).toBe('summary_large_image');
    const image = meta(page.body, 'og:image')!;
    expect(image).toBe(`https://picks.example/og/invite/${league.code}.png`);
    expect(page.body).not.toContain('<b>');

    const png = await get(new URL(image).pathname);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(pngSize(png.rawPayload)).toEqual([1200, 630]);
    expect(png.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = String(png.headers.etag);
    expect((await get(new URL(image).pathname, { 'if-none-match': etag })).statusCode).toBe(304);
    // A new member changes the card: a new ETag.
    const friend = await account(t);
    await t.deps.db
      .insertInto('league_members')
      .values({ league_id: league.id, user_id: friend.row.id })
      .execute();
    expect((await get(new URL(image).pathname)).headers.etag).not.toBe(etag);
  });

  it('leave a dead invite without a preview', async () => {
    const page = await get('/join/ZZZZZZZZZZZZ');
    expect(page.statusCode).toBe(200);
    expect(meta(page.body, 'og:title')).toBeUndefined();
    expect((await get('/og/invite/ZZZZZZZZZZZZ.png')).statusCode).toBe(404);
  });

  it('give a player’s streak and an unlocked achievement signed links with cards; others are refused', async () => {
    const player = await account(t);
    const streak = await call(t, player.cookie, 'GET', '/api/shares/streak');
    expect(streak.statusCode, streak.body).toBe(200);
    const { path, imagePath } = streak.json() as { path: string; imagePath: string };
    const page = await get(path);
    expect(meta(page.body, 'og:title')).toContain(player.row.username);
    expect(meta(page.body, 'og:image')).toBe(`https://picks.example${imagePath}`);
    expect(pngSize((await get(imagePath)).rawPayload)).toEqual([1200, 630]);
    const forged = path.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAA');
    expect(meta((await get(forged)).body, 'og:title')).toBeUndefined();
    expect((await get(imagePath.replace(/\.[^.]+\.png$/, '.AAAAAAAAAAAAAAAA.png'))).statusCode).toBe(404);

    expect((await call(t, player.cookie, 'GET', '/api/shares/achievements/perfect_week')).statusCode).toBe(
      403,
    );
    await t.deps.db
      .insertInto('achievement_unlocks')
      .values({ user_id: player.row.id, type: 'first_five' })
      .execute();
    const badge = (await call(t, player.cookie, 'GET', '/api/shares/achievements/first_five')).json();
    const badgePage = await get(badge.path);
    expect(meta(badgePage.body, 'og:title')).toBe(
      `${player.row.username} unlocked &quot;First Five&quot; on Streak Pick&#39;em`,
    );
    expect((await get(badge.imagePath)).statusCode).toBe(200);
    // The same token does not open another achievement.
    expect((await get(badge.imagePath.replace('first_five', 'double_digits'))).statusCode).toBe(404);
  });
});
