import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { createPick } from '../../../../tests/support/grading/grading';
import { TestPushService } from '../../../../tests/support/push/push-service';
import { settleEffects, sharedTestApp } from '../../../../tests/support/test-app';
import { Scheduler } from '../../platform/scheduler/scheduler';
import { freePickGradingJob } from '../../workflows/free-pick.jobs';
import { lockReminderJob } from '../../workflows/reminders.jobs';
import { completeGame } from '../../workflows/score-entry.service';
import { recordNotifications } from './notify.effect';
import { pushReachableAmong } from './push-subscriptions.repo';

const push = new TestPushService();
const t = sharedTestApp({ config: { push: { ...push.settings, reminderLeadMinutes: 60 } } });
beforeAll(() => push.start());
afterAll(() => push.close());

const ORIGIN = 'http://localhost';
type Team = { id: number; name: string };

/** A player with push on through one subscribed device. */
async function playerWithDevice(timezone = 'America/New_York') {
  const { cookie, user } = await register(t.app);
  await t.deps.db.updateTable('users').set({ timezone }).where('id', '=', user.id).execute();
  const device = push.device();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: { endpoint: device.endpoint, keys: device.keys },
    headers: { cookie, origin: ORIGIN },
  });
  expect(res.statusCode).toBe(200);
  return { user, device, cookie };
}

const texts = (device: ReturnType<typeof push.device>) => push.to(device).map((p) => JSON.parse(p.text));

describe('pick graded', () => {
  it('pushes the result and the streak once, and a correction when a Fix Score changes it', async () => {
    const { user, device } = await playerWithDevice();
    const sport = await makeSport(t.deps.db);
    const [home, away] = sport.teams as [Team, Team];
    const game = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: -180 });
    const pickId = await createPick(t.deps.db, user.id, game.id, home.id);

    await completeGame(t.deps, game.id, { homeScore: 24, awayScore: 17, winner: 'home' });
    await settleEffects(t.deps);
    const graded = () => texts(device).filter((m) => m.url === '/picks');
    expect(graded()).toEqual([
      {
        title: 'Your pick was graded',
        body: `Win! ${home.name} 24-17 ${away.name}. You're on W1.`,
        url: '/picks',
        tag: `pick-${pickId}`,
      },
    ]);

    // The same score again grades nothing new: nothing is sent.
    await completeGame(t.deps, game.id, { homeScore: 24, awayScore: 17, winner: 'home' });
    await settleEffects(t.deps);
    expect(graded()).toHaveLength(1);

    await completeGame(t.deps, game.id, { homeScore: 17, awayScore: 24, winner: 'away' });
    await settleEffects(t.deps);
    expect(graded()[1]?.body).toBe(`Correction: Loss. ${away.name} 24-17 ${home.name}. You're on L1.`);
    // The first grading also unlocked achievements: each is its own notification, opening /achievements.
    expect(texts(device).filter((m) => m.url === '/achievements').length).toBeGreaterThan(0);
    expect(push.refused).toEqual([]);
  });

  it('sends nothing while the push toggle is off', async () => {
    const { user, device } = await playerWithDevice();
    await t.deps.db
      .updateTable('users')
      .set({ push_notifications: false })
      .where('id', '=', user.id)
      .execute();
    const sport = await makeSport(t.deps.db);
    const home = sport.teams[0]!;
    const game = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: -180 });
    await createPick(t.deps.db, user.id, game.id, home.id);
    await completeGame(t.deps, game.id, { homeScore: 3, awayScore: 0, winner: 'home' });
    await settleEffects(t.deps);
    expect(push.to(device)).toEqual([]);
  });

  it('pushes the result of a free pick the scheduler grades, once', async () => {
    const { user, device } = await playerWithDevice();
    const sport = await makeSport(t.deps.db, `Free ${process.pid}-${Date.now()}`, 2);
    const [win, loss] = sport.teams as [Team, Team];
    await t.deps.db.updateTable('teams').set({ name: 'Free Win' }).where('id', '=', win.id).execute();
    await t.deps.db.updateTable('teams').set({ name: 'Free Loss' }).where('id', '=', loss.id).execute();
    const game = await makeGame(t.deps.db, { sportId: sport.id, homeTeamId: win.id, awayTeamId: loss.id });
    // Due by the database's clock, which the grading job reads.
    await t.deps.db
      .updateTable('games')
      .set({ is_free_pick: true, scheduled_time: sql<Date>`now() - interval '5 minutes'` })
      .where('id', '=', game.id)
      .execute();
    const pickId = await createPick(t.deps.db, user.id, game.id, win.id);
    const scheduler = new Scheduler(t.deps.db, [freePickGradingJob], { effects: t.deps.effects });

    expect((await scheduler.tick()).results).toEqual({ freePickGrading: [game.id] });
    await settleEffects(t.deps);
    // A second tick finds nothing due and sends nothing more.
    expect((await scheduler.tick()).results).toEqual({ freePickGrading: [] });
    await settleEffects(t.deps);
    expect(texts(device).filter((m) => m.url === '/picks')).toEqual([
      {
        title: 'Your pick was graded',
        body: "Win! Free Win 1-0 Free Loss. You're on W1.",
        url: '/picks',
        tag: `pick-${pickId}`,
      },
    ]);
    expect(push.refused).toEqual([]);
  });
});

describe('who a grading can reach', () => {
  it('looks up only the given players, in one bound list however long', async () => {
    const { user } = await playerWithDevice();
    const off = await playerWithDevice();
    await t.deps.db
      .updateTable('users')
      .set({ push_notifications: false })
      .where('id', '=', off.user.id)
      .execute();
    const deviceless = (await register(t.app)).user;
    const other = await playerWithDevice();
    // More ids than a statement may bind one by one (65,535), unknown ones and a repeat included.
    const many = Array.from({ length: 70_000 }, (_, i) => 10_000_000 + i);
    const ids = [user.id, off.user.id, deviceless.id, user.id, ...many];
    expect(await pushReachableAmong(t.deps.db, ids)).toEqual(new Set([user.id]));
    expect(await pushReachableAmong(t.deps.db, [other.user.id])).toEqual(new Set([other.user.id]));
    expect(await pushReachableAmong(t.deps.db, [])).toEqual(new Set());
  });
});

describe('exactly once', () => {
  it('sends a notification recorded twice (two instances, a retry) once', async () => {
    const { user, device } = await playerWithDevice();
    const n = { kind: 'achievement' as const, userId: user.id, type: 'hot_streak', period: '' };
    await t.deps.db.transaction().execute((trx) => recordNotifications(trx, [n]));
    await settleEffects(t.deps);
    await t.deps.db.transaction().execute((trx) => recordNotifications(trx, [n, n]));
    await settleEffects(t.deps);
    const got = texts(device);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ url: '/achievements' });
    expect(got[0].title).toMatch(/^Achievement unlocked: .*Hot Streak/);
  });

  it('tries a device the push service refused again, without repeating the ones that got it', async () => {
    const { user, device, cookie } = await playerWithDevice();
    const second = push.device();
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      payload: { endpoint: second.endpoint, keys: second.keys },
      headers: { cookie, origin: ORIGIN },
    });
    push.answer(second, 503);
    const n = { kind: 'achievement' as const, userId: user.id, type: 'hot_streak', period: 'retry' };
    await t.deps.db.transaction().execute((trx) => recordNotifications(trx, [n]));
    await settleEffects(t.deps);
    expect(push.to(device)).toHaveLength(1);
    expect(push.to(second)).toHaveLength(0);
    const waiting = await t.deps.db
      .selectFrom('effect_jobs')
      .select(['kind', 'attempts'])
      .where('key', 'like', `%:${user.id}:hot_streak:retry:%`)
      .execute();
    expect(waiting).toEqual([{ kind: 'push.deliver', attempts: 1 }]);
    push.answer(second, 201);
    await t.deps.db
      .updateTable('effect_jobs')
      .set({ run_after: new Date(0) })
      .where('kind', '=', 'push.deliver')
      .execute();
    await settleEffects(t.deps);
    expect(push.to(second)).toHaveLength(1);
    expect(push.to(device)).toHaveLength(1);
  });
});

describe('lock reminder', () => {
  const runJob = async (at: string) => {
    t.clock.set(at);
    const job = lockReminderJob(t.deps);
    const sent = await t.deps.db.transaction().execute((trx) => job.run(trx));
    await settleEffects(t.deps);
    return sent;
  };

  it('reminds of a game the player may still pick, then keeps quiet for three hours and at night', async () => {
    const { user, device } = await playerWithDevice('America/Chicago');
    const sport = await makeSport(t.deps.db);
    const [home] = sport.teams as [Team, Team];
    // 12:30 Chicago on 2026-12-01: one game at 13:00, one at 14:00, one at 23:15 (Chicago).
    const at = (iso: string) => makeGame(t.deps.db, { ...matchup(sport), at: new Date(iso) });
    await at('2026-12-01T19:00:00Z');
    const second = await at('2026-12-01T20:00:00Z');
    await at('2026-12-02T05:15:00Z');

    await runJob('2026-12-01T18:30:00Z');
    const mine = () => texts(device).filter((m) => m.tag === 'lock-reminder');
    expect(mine().map((m) => m.body)).toEqual([
      '1 game you can still pick locks at 1:00 PM CT. You have 3 picks left today.',
    ]);

    // 13:30: the 14:00 game is within the hour, but the last reminder is an hour old.
    await runJob('2026-12-01T19:30:00Z');
    expect(mine()).toHaveLength(1);

    // A pick on it: nothing left to remind of at 14:00 either.
    await createPick(t.deps.db, user.id, second.id, home.id);
    // 22:30 Chicago, three hours and more later, the 23:15 game is near, but it is a quiet hour.
    await runJob('2026-12-02T04:30:00Z');
    expect(mine()).toHaveLength(1);
  });

  it("counts the picks left in the daily cap's own window, not the day of a zone the player moved to", async () => {
    // Two picks made in New York's day (which the first of them fixed), then the zone moves to Los Angeles,
    // whose day began three hours later: the cap still counts both, so one pick is left, not three.
    const { user, device } = await playerWithDevice('America/New_York');
    const sport = await makeSport(t.deps.db);
    const [home] = sport.teams as [Team, Team];
    const game = (iso: string) => makeGame(t.deps.db, { ...matchup(sport), at: new Date(iso) });
    const [a, b] = [await game('2026-12-10T23:00:00Z'), await game('2026-12-10T23:30:00Z')];
    await game('2026-12-10T18:00:00Z');
    const newYorkDay = { from: new Date('2026-12-10T05:00:00Z'), to: new Date('2026-12-11T05:00:00Z') };
    for (const [g, pickedAt] of [
      [a, '2026-12-10T06:00:00Z'],
      [b, '2026-12-10T07:00:00Z'],
    ] as const)
      await t.deps.db
        .insertInto('picks')
        .values({ user_id: user.id, game_id: g.id, selected_team_id: home.id, picked_at: new Date(pickedAt) })
        .execute();
    await t.deps.db
      .insertInto('pick_days')
      .values({ user_id: user.id, day_from: newYorkDay.from, day_to: newYorkDay.to })
      .execute();
    await t.deps.db
      .updateTable('users')
      .set({ timezone: 'America/Los_Angeles' })
      .where('id', '=', user.id)
      .execute();

    await runJob('2026-12-10T17:10:00Z');
    const reminders = texts(device).filter((m) => m.tag === 'lock-reminder');
    expect(reminders.map((m) => m.body)).toEqual([
      '1 game you can still pick locks at 10:00 AM PT. You have 1 pick left today.',
    ]);
  });
});
