import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { account, call, signedInAdmin } from '../../../tests/support/calls';
import { picksWithResults } from '../../../tests/support/games';
import { sharedTestApp } from '../../../tests/support/test-app';
import { ADMIN_GAME_MESSAGES as M } from '../../shared/schemas/admin-games';
import { freePickStart } from '../modules/games/game-draft.rules';
import { startGamesJob } from '../modules/games/games.jobs';
import { Scheduler } from '../platform/scheduler/scheduler';
import { freePickGradingJob } from './free-pick.jobs';

const t = sharedTestApp();
const admin = signedInAdmin(t);

describe('free pick start', () => {
  it('is 05:00 Mountain time on the next Mountain calendar day, daylight saving included', () => {
    // 05:30 UTC on Nov 22 is still Nov 21 in Denver (22:30 MST).
    expect(freePickStart(new Date('2026-11-22T05:30:00Z')).toISOString()).toBe('2026-11-22T12:00:00.000Z');
    expect(freePickStart(new Date('2026-11-22T07:30:00Z')).toISOString()).toBe('2026-11-23T12:00:00.000Z');
    expect(freePickStart(new Date('2026-07-01T18:00:00Z')).toISOString()).toBe('2026-07-02T11:00:00.000Z');
    // The night of the spring change: 05:00 on Mar 8, 2026 is already MDT.
    expect(freePickStart(new Date('2026-03-07T18:00:00Z')).toISOString()).toBe('2026-03-08T11:00:00.000Z');
  });
});

describe('POST /api/admin/free-pick and its grading job', () => {
  it('creates the Special game (and its sport and teams), refuses a second, and grades it a minute after', async () => {
    t.clock.set('2026-11-21T15:00:00Z');
    const created = await call(t, admin.cookie, 'POST', '/api/admin/free-pick');
    expect(created.statusCode).toBe(200);
    const game = created.json();
    expect(game).toMatchObject({
      sport: 'Special',
      scheduledTime: '2026-11-22T12:00:00.000Z',
      status: 'scheduled',
      homeTeam: { name: 'Free Win' },
      awayTeam: { name: 'Free Loss' },
      homeTeamPickOption: 'Free Win',
      awayTeamPickOption: 'Free Loss',
      isFreePick: true,
      showTeamRecords: false,
    });
    const again = await call(t, admin.cookie, 'POST', '/api/admin/free-pick', {});
    expect([again.statusCode, again.json()]).toEqual([409, { message: M.freePickTaken }]);
    // The next day's is a new one, with the same sport and teams.
    t.clock.set('2026-11-22T15:00:00Z');
    const next = (await call(t, admin.cookie, 'POST', '/api/admin/free-pick')).json();
    expect(next).toMatchObject({
      scheduledTime: '2026-11-23T12:00:00.000Z',
      homeTeam: { id: game.homeTeam.id },
    });
    const sports = await t.deps.db.selectFrom('sports').select('id').where('name', '=', 'Special').execute();
    expect(sports).toHaveLength(1);
    // The jobs below run by the database's clock, not the test's: the next day's free pick starts after them.
    await t.deps.db
      .updateTable('games')
      .set({ scheduled_time: sql<Date>`now() + interval '1 day'` })
      .where('id', '=', next.id)
      .execute();

    const [taker, doubter] = [await account(t), await account(t)];
    await t.deps.db
      .insertInto('picks')
      .values([
        { user_id: taker.row.id, game_id: game.id, selected_team_id: game.homeTeam.id },
        { user_id: doubter.row.id, game_id: game.id, selected_team_id: game.awayTeam.id },
      ])
      .execute();
    const scheduler = new Scheduler(t.deps.db, [startGamesJob, freePickGradingJob], {
      effects: t.deps.effects,
    });
    const setStart = (seconds: number) =>
      t.deps.db
        .updateTable('games')
        .set({ scheduled_time: sql<Date>`now() - make_interval(secs => ${seconds})` })
        .where('id', '=', game.id)
        .execute();

    // Started 30 seconds ago: live, not graded yet.
    await setStart(30);
    expect((await scheduler.tick()).results).toMatchObject({ freePickGrading: [] });
    expect((await call(t, admin.cookie, 'GET', '/api/admin/games/history')).json()[0]).toMatchObject({
      id: game.id,
      status: 'live',
    });

    await setStart(90);
    const tick = await scheduler.tick();
    expect(tick).toEqual({ ran: true, results: { startGames: [], freePickGrading: [game.id] } });
    const row = await t.deps.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'completed',
      winner_team_id: game.homeTeam.id,
      home_score: 1,
      away_score: 0,
      is_push: false,
    });
    const picks = await picksWithResults(t.deps.db)
      .where('p.game_id', '=', game.id)
      .orderBy('p.user_id')
      .execute();
    expect(picks.map(({ user_id, result }) => ({ user_id, result }))).toEqual([
      { user_id: taker.row.id, result: 'win' },
      { user_id: doubter.row.id, result: 'loss' },
    ]);
    const users = await t.deps.db
      .selectFrom('standings')
      .select(['user_id', 'total_picks', 'total_wins', 'total_losses', 'current_streak'])
      .where('user_id', 'in', [taker.row.id, doubter.row.id])
      .orderBy('user_id')
      .execute();
    expect(users).toEqual([
      { user_id: taker.row.id, total_picks: 1, total_wins: 1, total_losses: 0, current_streak: 1 },
      { user_id: doubter.row.id, total_picks: 1, total_wins: 0, total_losses: 1, current_streak: -1 },
    ]);
    const unlocks = await t.deps.db
      .selectFrom('achievement_unlocks')
      .select('type')
      .where('user_id', '=', taker.row.id)
      .execute();
    expect(unlocks.map((u) => u.type)).toContain('rookie_star');
    // Done once: the next tick finds nothing, and tomorrow's free pick is still waiting.
    expect((await scheduler.tick()).results).toMatchObject({ freePickGrading: [] });
    const waiting = await t.deps.db
      .selectFrom('games')
      .select('status')
      .where('id', '=', next.id)
      .executeTakeFirstOrThrow();
    expect(waiting.status).toBe('scheduled');
  });
});
