import { describe, expect, it } from 'vitest';
import { LEAGUE_SLUGS, type LeagueSlug } from '../sports-feed';
import {
  DEMO_SLATE,
  type DemoDraft,
  type DemoGameRef,
  isKeeperDue,
  KEEPER_EVERY_MS,
  keeperWindow,
  type LeagueTeams,
  planDemoGames,
} from './demo-keeper.rules';
import { simulateDemoGame } from './demo-simulation.rules';

// New York is UTC-5 in November: 20:00Z is 15:00 there.
const AFTERNOON = new Date('2026-11-21T20:00:00Z');
const NIGHT = new Date('2026-11-22T07:00:00Z'); // 02:00 on the 22nd in New York

/** Twenty teams per league, ids 1000 * league index + n. */
const TEAMS: LeagueTeams = new Map(
  LEAGUE_SLUGS.map((league, i) => [league, Array.from({ length: 20 }, (_, n) => 1000 * (i + 1) + n)]),
);

const asRefs = (drafts: DemoDraft[], status: DemoGameRef['status'] = 'scheduled'): DemoGameRef[] =>
  drafts.map((d) => ({ eventId: d.eventId, league: d.league, start: d.start, status }));
const isLive = (d: { league: LeagueSlug; eventId: string; start: Date }, now: Date) =>
  simulateDemoGame(d.league, d.eventId, d.start, now).status === 'live';

describe('the demo keeper plan', () => {
  it("on an empty database, plans today's and tomorrow's whole slates, named by day and slot", () => {
    const drafts = planDemoGames(AFTERNOON, [], TEAMS);
    expect(drafts.map((d) => d.eventId)).toEqual([
      ...DEMO_SLATE.map((_, i) => `demo-20261121-${i}`),
      ...DEMO_SLATE.map((_, i) => `demo-20261122-${i}`),
    ]);
    expect(drafts[0]).toMatchObject({ league: 'eng.1', start: new Date('2026-11-21T15:00:00Z') });
    expect(drafts.at(-1)).toMatchObject({ league: 'nba', start: new Date('2026-11-23T03:30:00Z') });
    for (const day of ['demo-20261121-', 'demo-20261122-']) {
      const teams = drafts
        .filter((d) => d.eventId.startsWith(day))
        .flatMap((d) => [d.homeTeamId, d.awayTeamId]);
      expect(new Set(teams).size).toBe(teams.length);
    }
    for (const d of drafts)
      expect(TEAMS.get(d.league)).toEqual(expect.arrayContaining([d.homeTeamId, d.awayTeamId]));
    // 13:00 NFL is on and 15:30 starts within the hour: no extra live or soon game is needed.
    expect(drafts.some((d) => isLive(d, AFTERNOON))).toBe(true);
    expect(drafts.some((d) => d.eventId.startsWith('demo-live-') || d.eventId.startsWith('demo-soon-'))).toBe(
      false,
    );
  });

  it('plans nothing more once its games exist, whatever became of them: a second instance adds nothing', () => {
    const first = planDemoGames(AFTERNOON, [], TEAMS);
    expect(planDemoGames(AFTERNOON, asRefs(first), TEAMS)).toEqual([]);
    expect(planDemoGames(AFTERNOON, [], TEAMS)).toEqual(first);
    // An admin deleted most of today's slate: the rest of the day is left alone.
    const kept = asRefs(first).filter(
      (g) => g.eventId !== 'demo-20261121-7' && g.eventId !== 'demo-20261121-8',
    );
    expect(planDemoGames(AFTERNOON, kept, TEAMS)).toEqual([]);
  });

  it('in the small hours, adds a game already live and one about to start', () => {
    const slates = asRefs(planDemoGames(NIGHT, [], TEAMS)).filter(
      (g) => !g.eventId.includes('-live-') && !g.eventId.includes('-soon-'),
    );
    const drafts = planDemoGames(NIGHT, slates, TEAMS);
    expect(drafts.map((d) => d.eventId)).toEqual(['demo-live-202611220635', 'demo-soon-202611220715']);
    const [live, soon] = drafts as [DemoDraft, DemoDraft];
    expect(isLive(live, NIGHT)).toBe(true);
    expect(soon.start.getTime() - NIGHT.getTime()).toBe(15 * 60_000);
    // The next look a few minutes later finds both and adds nothing.
    const later = new Date(NIGHT.getTime() + KEEPER_EVERY_MS);
    expect(planDemoGames(later, [...slates, ...asRefs(drafts)], TEAMS)).toEqual([]);
  });

  it('a week later, plans the new days and a live game, whatever the old days hold', () => {
    const old = asRefs(planDemoGames(AFTERNOON, [], TEAMS), 'live');
    const weekLater = new Date(AFTERNOON.getTime() + 7 * 86_400_000);
    const drafts = planDemoGames(weekLater, old, TEAMS);
    expect(drafts.filter((d) => d.eventId.startsWith('demo-20261128-'))).toHaveLength(DEMO_SLATE.length);
    expect(drafts.filter((d) => d.eventId.startsWith('demo-20261129-'))).toHaveLength(DEMO_SLATE.length);
    expect(drafts.some((d) => isLive(d, weekLater))).toBe(true);
  });

  it('a completed game does not count as live, and leagues without teams are left out', () => {
    const onlyNba: LeagueTeams = new Map([['nba', [1, 2, 3]]]);
    const drafts = planDemoGames(NIGHT, [], onlyNba);
    expect(new Set(drafts.map((d) => d.league))).toEqual(new Set(['nba']));
    const live = drafts.find((d) => d.eventId.startsWith('demo-live-'))!;
    const rest = drafts.filter((d) => d !== live);
    expect(
      planDemoGames(NIGHT, [...asRefs(rest), { ...asRefs([live])[0]!, status: 'completed' }], onlyNba),
    ).toEqual([expect.objectContaining({ eventId: live.eventId })]);
    expect(planDemoGames(NIGHT, [], new Map())).toEqual([]);
  });

  it('reads from six hours before today began to the end of tomorrow', () => {
    expect(keeperWindow(AFTERNOON)).toEqual({
      from: new Date('2026-11-20T23:00:00Z'),
      to: new Date('2026-11-23T05:00:00Z'),
    });
  });

  it.each([
    [null, AFTERNOON, true],
    [{ at: AFTERNOON, day: '2026-11-21' }, new Date(AFTERNOON.getTime() + KEEPER_EVERY_MS - 1), false],
    [{ at: AFTERNOON, day: '2026-11-21' }, new Date(AFTERNOON.getTime() + KEEPER_EVERY_MS), true],
    [{ at: new Date('2026-11-22T04:58:00Z'), day: '2026-11-21' }, new Date('2026-11-22T05:00:00Z'), true],
  ])('is due (last run %o, now %s): %s', (last, now, due) => {
    expect(isKeeperDue(last, now)).toBe(due);
  });
});
