import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../db/seeds/demo';
import { picksWithResults } from '../../../tests/support/games';
import { sharedTestApp } from '../../../tests/support/test-app';
import { localDay } from '../../shared/periods';
import { addFeedGames } from '../modules/games/game-record.service';
import { DEMO_SLATE, DEMO_ZONE, KEEPER_EVERY_MS } from '../modules/sports-feed/demo/demo-keeper.rules';
import { Scheduler } from '../platform/scheduler/scheduler';
import { demoKeeperJob } from './demo-keeper.job';
import { prepareDemoGames } from './demo-keeper.service';

// The keeper on a demo database seeded weeks before it is opened again: its old games are settled, and
// today and tomorrow get their slates, once, however often and from however many instances it looks.

const t = sharedTestApp();
const SEEDED = new Date('2026-10-01T20:00:00Z');
const REOPENED = new Date('2026-11-21T20:00:00Z'); // 15:00 in New York
const DAY = 86_400_000;

beforeAll(async () => {
  await seedDemoData(t.deps.db, SEEDED);
  t.clock.set(REOPENED);
});

const demoGames = () =>
  t.deps.db
    .selectFrom('games')
    .select(['id', 'provider_event_id', 'scheduled_time', 'status'])
    .where('provider_event_id', 'like', 'demo-%')
    .orderBy('scheduled_time')
    .execute();

const perDay = async () => {
  const counts: Record<string, number> = {};
  for (const g of await demoGames()) {
    const day = localDay(g.scheduled_time, DEMO_ZONE).date;
    counts[day] = (counts[day] ?? 0) + 1;
  }
  return counts;
};

describe('the demo keeper', () => {
  it('settles the games a stopped demo left unfinished, grading their picks, and fills today and tomorrow', async () => {
    const unfinished = (await demoGames()).filter((g) => g.status !== 'completed');
    expect(unfinished.length).toBeGreaterThan(DEMO_SLATE.length);
    const picked = await t.deps.db
      .selectFrom('picks')
      .select('id')
      .where(
        'game_id',
        'in',
        unfinished.map((g) => g.id),
      )
      .execute();
    expect(picked.length).toBeGreaterThan(0);

    expect(await prepareDemoGames(t.deps)).toEqual({
      settled: unfinished.length,
      added: 2 * DEMO_SLATE.length,
    });
    const graded = await picksWithResults(t.deps.db)
      .where(
        'p.game_id',
        'in',
        unfinished.map((g) => g.id),
      )
      .execute();
    expect(graded.filter((p) => p.result === null)).toEqual([]);
    expect(await perDay()).toMatchObject({
      '2026-11-21': DEMO_SLATE.length,
      '2026-11-22': DEMO_SLATE.length,
    });
    const today = (await demoGames()).filter(
      (g) => localDay(g.scheduled_time, DEMO_ZONE).date === '2026-11-21',
    );
    expect(today.every((g) => g.status === 'scheduled')).toBe(true);
  });

  it('adds nothing when asked again, from the same or another instance', async () => {
    const before = await demoGames();
    expect(await prepareDemoGames(t.deps)).toEqual({ settled: 0, added: 0 });
    const [a, b] = [
      new Scheduler(t.deps.db, [demoKeeperJob(t.clock.now)]),
      new Scheduler(t.deps.db, [demoKeeperJob(t.clock.now)]),
    ];
    expect(await a.tick()).toEqual({ ran: true, results: { demoKeeper: [] } });
    expect(await b.tick()).toEqual({ ran: true, results: { demoKeeper: [] } });
    expect(await demoGames()).toEqual(before);
    // The unique event id turns a racing second insert into nothing.
    const row = await t.deps.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', before[0]!.id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    expect(await addFeedGames(t.deps.db, [copy])).toEqual([]);
  });

  it('as days pass, fills each new day once, looking every few minutes', async () => {
    const job = demoKeeperJob(t.clock.now);
    const scheduler = new Scheduler(t.deps.db, [job]);
    expect((await scheduler.tick()).results.demoKeeper).toEqual([]);
    // Not due again within KEEPER_EVERY_MS on the same day.
    t.clock.advance(60_000);
    expect((await scheduler.tick()).results.demoKeeper).toBeNull();

    t.clock.set(new Date(REOPENED.getTime() + 7 * DAY));
    const added = (await scheduler.tick()).results.demoKeeper as number[];
    expect(added.length).toBeGreaterThanOrEqual(2 * DEMO_SLATE.length);
    expect(await perDay()).toMatchObject({
      '2026-11-28': DEMO_SLATE.length,
      '2026-11-29': DEMO_SLATE.length,
    });

    t.clock.advance(KEEPER_EVERY_MS);
    expect((await scheduler.tick()).results.demoKeeper).toEqual([]);
  });

  it('on a new day at night, adds its slates, a game already live and one about to start', async () => {
    const scheduler = new Scheduler(t.deps.db, [demoKeeperJob(t.clock.now)]);
    t.clock.set(new Date('2026-11-30T07:00:00Z')); // 02:00 in New York, the 29th's late games long over
    const added = (await scheduler.tick()).results.demoKeeper as number[];
    const rows = await t.deps.db
      .selectFrom('games')
      .select(['provider_event_id', 'scheduled_time'])
      .where('id', 'in', added)
      .orderBy('scheduled_time')
      .execute();
    expect(rows.map((r) => r.provider_event_id)).toEqual([
      'demo-live-202611300635',
      'demo-soon-202611300715',
      ...DEMO_SLATE.map((_, i) => `demo-20261130-${i}`),
      ...DEMO_SLATE.map((_, i) => `demo-20261201-${i}`),
    ]);
  });
});
