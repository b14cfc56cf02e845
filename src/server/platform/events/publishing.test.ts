import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { account } from '../../../../tests/support/calls';
import { oneEventAPick } from '../../../../tests/support/events/one-event-a-pick';
import { feedEvent } from '../../../../tests/support/feed/events';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { issueResetToken } from '../../../../tests/support/password-reset';
import { sharedTestApp } from '../../../../tests/support/test-app';
import type { BusEvent } from '../../kernel/events';
import { share } from '../../modules/achievements/achievements.service';
import { startGamesJob } from '../../modules/games/games.jobs';
import type { FeedEvent } from '../../modules/sports-feed/sports-feed';
import { resetPassword } from '../../modules/users/password-reset.service';
import { fixUserStreaks } from '../../workflows/fix-user-streaks';
import { freePickGradingJob } from '../../workflows/free-pick.jobs';
import { createFreePick } from '../../workflows/free-pick.service';
import { gradePickByHand } from '../../workflows/hand-grading.service';
import { pollLiveScores } from '../../workflows/live-scores.service';
import { Scheduler } from '../scheduler/scheduler';

// Where state changes, an event follows the commit: the places the live tests do not reach over a socket.

const t = sharedTestApp();
let seen: BusEvent[] = [];

beforeEach(() => {
  seen = [];
  return t.deps.events.subscribe((e) => seen.push(e));
});

const pickOf = (userId: number, gameId: number, teamId: number) =>
  t.deps.db
    .insertInto('picks')
    .values({ user_id: userId, game_id: gameId, selected_team_id: teamId })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('events published after commit', () => {
  it('by the live scores poller: a live update, then a final with its grading', async () => {
    const sport =
      (await t.deps.db.selectFrom('sports').select('id').where('name', '=', 'NBA').executeTakeFirst()) ??
      (await t.deps.db
        .insertInto('sports')
        .values({ name: 'NBA', display_name: 'NBA' })
        .returning('id')
        .executeTakeFirstOrThrow());
    const teams = await t.deps.db
      .insertInto('teams')
      .values([1, 2].map((i) => ({ sport_id: sport.id, name: `Poll ${i}` })))
      .returning('id')
      .execute();
    const start = new Date(t.clock.now().getTime() - 30 * 60_000);
    const game = await t.deps.db
      .insertInto('games')
      .values({
        sport_id: sport.id,
        home_team_id: teams[0]!.id,
        away_team_id: teams[1]!.id,
        scheduled_time: start,
        status: 'live',
        provider: 'espn',
        provider_event_id: 'PUB1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const player = await account(t);
    const pick = await pickOf(player.row.id, game.id, teams[0]!.id);
    let events: FeedEvent[] = [];
    t.deps.feed = { scoreboard: async () => events, teams: async () => [] };
    const at = (spec: Parameters<typeof feedEvent>[0]) =>
      feedEvent({ providerEventId: 'PUB1', scheduledTime: start, ...spec });

    events = [
      at({ status: 'live', period: 2, clockLabel: 'Q2 5:00', home: { score: 40 }, away: { score: 38 } }),
    ];
    expect((await pollLiveScores(t.deps)).updated).toBe(1);
    expect(seen).toEqual([{ type: 'game.updated', gameId: game.id }]);

    seen = [];
    events = [
      at({ status: 'completed', winner: 'home', period: 4, home: { score: 99 }, away: { score: 90 } }),
    ];
    expect((await pollLiveScores(t.deps)).completed).toBe(1);
    expect(oneEventAPick(seen)).toEqual(
      expect.arrayContaining([
        { type: 'game.updated', gameId: game.id },
        { type: 'pick.graded', userId: player.row.id, pickId: pick.id, gameId: game.id, result: 'win' },
        { type: 'standings.changed', players: 'named' },
        { type: 'achievement.unlocked', userId: player.row.id, achievement: 'rookie_star', period: '' },
      ]),
    );
    // The FINAL clock label is written after the result: the card is re-read once more at the end.
    expect(seen.at(-1)).toEqual({ type: 'game.updated', gameId: game.id });
  });

  it('by the scheduler after its tick: a free pick started and graded', async () => {
    const admin = await account(t, true);
    const game = await createFreePick(t.deps, admin.row.id);
    expect(seen).toEqual([{ type: 'game.updated', gameId: game.id }]);
    const player = await account(t);
    const pick = await pickOf(player.row.id, game.id, game.homeTeam.id);
    await t.deps.db
      .updateTable('games')
      .set({ scheduled_time: sql<Date>`now() - interval '2 minutes'` })
      .where('id', '=', game.id)
      .execute();
    seen = [];
    const scheduler = new Scheduler(t.deps.db, [startGamesJob, freePickGradingJob], {
      events: t.deps.events,
    });
    await scheduler.tick();
    expect(oneEventAPick(seen)).toEqual(
      expect.arrayContaining([
        { type: 'game.updated', gameId: game.id },
        { type: 'pick.graded', userId: player.row.id, pickId: pick.id, gameId: game.id, result: 'win' },
        { type: 'standings.changed', players: 'named' },
      ]),
    );
  });

  it('by a grading by hand, a password reset, a share and Fix User Streaks', async () => {
    const sport = await makeSport(t.deps.db);
    const away = sport.teams[1]!.id;
    const game = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: -200, status: 'completed' });
    const player = await account(t);
    const pick = await pickOf(player.row.id, game.id, away);
    await gradePickByHand(t.deps, { pickId: pick.id, result: 'push' });
    expect(oneEventAPick(seen)).toEqual(
      expect.arrayContaining([
        { type: 'game.updated', gameId: game.id },
        { type: 'pick.graded', userId: player.row.id, pickId: pick.id, gameId: game.id, result: 'push' },
        { type: 'standings.changed', players: 'named' },
      ]),
    );

    seen = [];
    const now = t.clock.now();
    const token = await issueResetToken(t.deps.db, player.row.id, now);
    await resetPassword(t.deps, { token, newPassword: 'resetPass123' });
    expect(seen).toEqual([{ type: 'session.revoked', userId: player.row.id }]);

    seen = [];
    await t.deps.db
      .insertInto('achievement_unlocks')
      .values({ user_id: player.row.id, type: 'rookie_star', period: '', unlocked_at: now })
      .execute();
    for (let i = 0; i < 3; i++) await share(t.deps, player.row, { type: 'rookie_star' });
    expect(seen).toEqual([
      { type: 'achievement.unlocked', userId: player.row.id, achievement: 'social_butterfly', period: '' },
    ]);

    seen = [];
    await fixUserStreaks(t.deps);
    expect(seen).toEqual([{ type: 'standings.changed' }]);
  });
});
