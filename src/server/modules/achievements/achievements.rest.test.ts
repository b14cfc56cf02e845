import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { ORIGIN, type Player, player, playRecord } from '../../../../tests/support/achievements';
import { sportBeforeAll } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { zonedTimeToInstant } from '../../../shared/zoned-time';

const t = sharedTestApp();
const ny = (date: string, time = '12:00') => zonedTimeToInstant(date, time, 'America/New_York');

const sport = sportBeforeAll(t);

const list = (cookie?: string) =>
  t.app.inject({ url: '/api/achievements', headers: cookie ? { cookie } : {} });
const share = (p: Player, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/achievements/share',
    payload,
    headers: { cookie: p.cookie, ...ORIGIN },
  });

describe('GET /api/achievements/catalogue', () => {
  it("lists all 27 (admin.md's 26 and Shielded) for anyone, with category, threshold and the monthly flag", async () => {
    const res = await t.app.inject({ url: '/api/achievements/catalogue' });
    expect(res.statusCode).toBe(200);
    const catalogue = res.json();
    expect(catalogue).toHaveLength(27);
    expect(catalogue.find((a: { type: string }) => a.type === 'hot_streak')).toEqual({
      id: 'hot_streak',
      type: 'hot_streak',
      title: 'Hot Streak',
      description: 'Win 5 picks in a row this month',
      iconEmoji: '🔥',
      category: 'Streaks',
      threshold: '5 in a row',
      resetsMonthly: true,
    });
    const trpc = await t.app.inject({ url: '/trpc/achievements.catalogue' });
    expect(trpc.json().result.data).toEqual(catalogue);
  });
});

describe('GET /api/achievements', () => {
  it('needs a signed-in player', async () => {
    const res = await list();
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Unauthorized' }]);
  });

  it('is empty for a new player', async () => {
    const { cookie } = await register(t.app);
    expect((await list(cookie)).json()).toEqual([]);
  });

  it("lists the player's unlocks newest first, a monthly one once per month earned", async () => {
    const p = await player(t);
    t.clock.set('2026-10-09T12:00:00Z');
    await playRecord(t, sport, [p], 'WWWWW', ny('2026-10-06'));
    t.clock.set('2026-11-05T12:00:00Z');
    await playRecord(t, sport, [p], 'LWWWWW', ny('2026-11-03'));
    const res = await list(p.cookie);
    expect(res.statusCode).toBe(200);
    const mine = res.json() as { type: string; period: string; unlockedAt: string }[];
    expect(mine.filter((a) => a.type === 'hot_streak').map((a) => [a.period, a.unlockedAt])).toEqual([
      ['2026-11', '2026-11-05T12:00:00.000Z'],
      ['2026-10', '2026-10-09T12:00:00.000Z'],
    ]);
    expect(mine[0]!.unlockedAt >= mine.at(-1)!.unlockedAt).toBe(true);
    expect(mine.find((a) => a.type === 'rookie_star')).toEqual({
      id: expect.any(Number),
      userId: p.id,
      type: 'rookie_star',
      title: 'Rookie Star',
      description: 'Make your first correct pick',
      iconEmoji: '⭐',
      category: 'Getting Started',
      threshold: 'First correct pick',
      resetsMonthly: false,
      unlockedAt: '2026-10-09T12:00:00.000Z',
      period: '',
    });
    // Another player sees only their own.
    const other = await player(t);
    expect((await list(other.cookie)).json()).toEqual([]);
  });
});

describe('POST /api/achievements/share', () => {
  it('refuses an achievement the player has not unlocked, an unknown one and a bad platform', async () => {
    const p = await player(t);
    const locked = await share(p, { type: 'century_club', platform: 'twitter' });
    expect([locked.statusCode, locked.json()]).toEqual([
      403,
      { message: 'You can only share an achievement you have unlocked' },
    ]);
    const unknown = await share(p, { type: 'time_traveller' });
    expect([unknown.statusCode, unknown.json()]).toMatchObject([400, { message: 'Unknown achievement' }]);
    await playRecord(t, sport, [p], 'W', ny('2026-09-22'));
    const platform = await share(p, { type: 'rookie_star', platform: '<script>' });
    expect([platform.statusCode, platform.json()]).toMatchObject([
      400,
      { message: 'Platform must be a short name such as twitter or copy' },
    ]);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/achievements/share',
      payload: { type: 'rookie_star' },
    });
    expect(signedOut.statusCode).toBe(401);
    const shares = await t.deps.db
      .selectFrom('achievement_shares')
      .selectAll()
      .where('user_id', '=', p.id)
      .execute();
    expect(shares).toEqual([]);
  });

  it('records each share; the third unlocks social_butterfly, once', async () => {
    const p = await player(t);
    t.clock.set('2026-11-10T08:00:00Z');
    await playRecord(t, sport, [p], 'W', ny('2026-09-29'));
    t.clock.set('2026-11-12T08:00:00Z');
    const results = [];
    for (const platform of ['twitter', 'facebook', 'copy', undefined]) {
      const res = await share(p, { type: 'rookie_star', platform });
      expect(res.statusCode).toBe(200);
      results.push(res.json().unlocked);
    }
    expect(results).toEqual([
      [],
      [],
      [{ userId: p.id, type: 'social_butterfly', period: '', unlockedAt: '2026-11-12T08:00:00.000Z' }],
      [],
    ]);
    const shares = await t.deps.db
      .selectFrom('achievement_shares')
      .select(['achievement_type', 'platform'])
      .where('user_id', '=', p.id)
      .orderBy('id')
      .execute();
    expect(shares.map((s) => s.platform)).toEqual(['twitter', 'facebook', 'copy', null]);
    expect((await list(p.cookie)).json()[0]).toMatchObject({ type: 'social_butterfly', category: 'Social' });
    // The new badge can be shared in turn.
    expect((await share(p, { type: 'social_butterfly', platform: 'copy' })).statusCode).toBe(200);
  });
});
