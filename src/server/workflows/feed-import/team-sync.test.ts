import { beforeAll, describe, expect, it } from 'vitest';
import { call, signedInAdmin } from '../../../../tests/support/calls';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { FEED_SPORT_NAMES } from '../../../shared/constants';
import { FEED_MESSAGES as M } from '../../../shared/schemas/sports-feed';
import { FixtureFeed } from '../../modules/sports-feed/fixtures.adapter';

// Team sync against the recorded fixtures: NFL has 32 teams in its list, 10 of them on the scoreboard
// (their records come from there); the lists themselves carry no records, as ESPN's usually do not.

const t = sharedTestApp();
const admin = signedInAdmin(t);

beforeAll(async () => {
  t.clock.set('2026-11-21T15:00:00Z');
});

const send = (method: string, url: string, payload?: object) => call(t, admin.cookie, method, url, payload);
const team = (name: string) =>
  t.deps.db
    .selectFrom('teams')
    .select(['id', 'provider_team_id', 'primary_color', 'secondary_color', 'wins', 'losses', 'ties'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
const teamCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('teams')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sync by sport', () => {
  it('creates the sport and its teams with colours and the records the scoreboards give', async () => {
    const res = await send('POST', '/api/admin/teams/sync-sport', { sport: 'nfl' });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { sport: 'NFL', created: 32, updated: 0, unchanged: 0, error: null, message: null },
    ]);
    expect(await team('Kansas City Chiefs')).toMatchObject({
      provider_team_id: '12',
      primary_color: '#E31837',
      wins: expect.any(Number),
    });
    expect((await team('Pittsburgh Steelers')).wins).toBeGreaterThan(0);
    // Teams not on the scoreboards keep 0-0 and are listed as needing records.
    const needs = (await send('GET', '/api/admin/teams/needs-records')).json();
    expect(needs).toHaveLength(22);
  });

  it('changes nothing the second time', async () => {
    const res = await send('POST', '/api/admin/teams/sync-sport', { sport: 'NFL' });
    expect(res.json()).toMatchObject({ created: 0, updated: 0, unchanged: 32 });
  });

  it('answers PGA with zero counts and why, and refuses unknown or missing sports', async () => {
    const pga = await send('POST', '/api/admin/teams/sync-sport', { sport: 'PGA' });
    expect([pga.statusCode, pga.json()]).toEqual([
      200,
      {
        sport: 'PGA',
        created: 0,
        updated: 0,
        unchanged: 0,
        error: null,
        message: 'PGA has no team data in the sports feed; nothing was synced.',
      },
    ]);
    const unknown = await send('POST', '/api/admin/teams/sync-sport', { sport: 'Curling' });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: 'Unknown sport "Curling"' }]);
    for (const payload of [{}, { sport: ' ' }, { sport: 3 }]) {
      const res = await send('POST', '/api/admin/teams/sync-sport', payload);
      expect([res.statusCode, res.json()]).toMatchObject([400, { message: M.syncSportRequired }]);
    }
  });
});

describe('colours and records only', () => {
  it('puts changed colours back and counts them', async () => {
    const chiefs = await team('Kansas City Chiefs');
    await t.deps.db
      .updateTable('teams')
      .set({ primary_color: '#000001' })
      .where('id', '=', chiefs.id)
      .execute();
    const res = await send('POST', '/api/admin/teams/sync-colors');
    expect([res.statusCode, res.json()]).toEqual([200, { updated: 1, failed: 0 }]);
    expect((await team('Kansas City Chiefs')).primary_color).toBe('#E31837');
  });

  it('puts changed records back, leaves teams without a feed record alone, and counts them', async () => {
    const steelers = await team('Pittsburgh Steelers');
    await t.deps.db.updateTable('teams').set({ wins: 0, losses: 0 }).where('id', '=', steelers.id).execute();
    const cardinals = await team('Arizona Cardinals');
    await t.deps.db.updateTable('teams').set({ wins: 5, losses: 5 }).where('id', '=', cardinals.id).execute();
    const res = await send('POST', '/api/admin/teams/update-records');
    expect([res.statusCode, res.json()]).toEqual([200, { updatedCount: 1, failed: 0 }]);
    expect(await team('Pittsburgh Steelers')).toMatchObject({ wins: steelers.wins, losses: steelers.losses });
    expect(await team('Arizona Cardinals')).toMatchObject({ wins: 5, losses: 5 });
  });
});

describe('full team sync', () => {
  it('syncs every feed league, linking a team that exists by name instead of adding it again', async () => {
    const sport = (
      await send('POST', '/api/admin/sports', { name: 'NBA', displayName: 'Basketball' })
    ).json();
    const heat = (await send('POST', '/api/admin/teams', { name: 'MIAMI HEAT', sport: sport.id })).json();
    const res = await send('POST', '/api/admin/teams/sync-all', {});
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary.sports.map((s: { sport: string }) => s.sport)).toEqual([...FEED_SPORT_NAMES]);
    expect(summary.sports[0]).toMatchObject({ created: 0, updated: 0, unchanged: 32 });
    expect(summary.sports[1]).toMatchObject({ created: 29, updated: 1, unchanged: 0, error: null });
    expect(summary).toMatchObject({ created: 29 + 30 + 20 + 20 + 30 + 25, failed: 0 });
    const linked = await t.deps.db
      .selectFrom('teams')
      .select(['provider_team_id', 'primary_color'])
      .where('id', '=', heat.id)
      .executeTakeFirstOrThrow();
    expect(linked).toEqual({ provider_team_id: '14', primary_color: '#98002E' });
    const heats = await t.deps.db.selectFrom('teams').select('id').where('sport_id', '=', sport.id).execute();
    expect(heats).toHaveLength(30);
  });

  it('answers 502 with a message and changes nothing when the feed is down', async () => {
    const before = await teamCount();
    t.deps.feed = new FixtureFeed({ dir: '/nonexistent/espn', now: t.clock.now });
    try {
      for (const [url, payload] of [
        ['/api/admin/teams/sync-all', undefined],
        ['/api/admin/teams/sync-sport', { sport: 'NBA' }],
        ['/api/admin/teams/sync-colors', undefined],
        ['/api/admin/teams/update-records', undefined],
      ] as const) {
        const res = await send('POST', url, payload);
        expect([res.statusCode, Object.keys(res.json())], url).toEqual([502, ['message']]);
        expect(res.json().message, url).toMatch(/^The sports feed could not be read\./);
      }
    } finally {
      t.deps.feed = new FixtureFeed({ now: t.clock.now });
    }
    expect(await teamCount()).toBe(before);
  });
});
