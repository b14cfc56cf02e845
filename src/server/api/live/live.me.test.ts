import { describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import { dbNow, makeGame, matchup } from '../../../../tests/support/games';
import { createGame, createLeague, createPick } from '../../../../tests/support/grading/grading';
import { liveScoring } from '../../../../tests/support/live/scoring';
import { Inbox } from '../../../../tests/support/live/sockets';
import { DEFAULT_TIMEZONE } from '../../../shared/constants';
import type { LiveLeaderboardMessage, LiveMeMessage } from '../../../shared/schemas/live';
import { dayWindow } from '../../kernel/player-day';
import { nameDueWinners } from '../../workflows/month-winner';

// live.me and live.leaderboard over real WebSockets, driven by an admin's score entry over REST.

type Me = { id: string; data: LiveMeMessage };
type Board = { id: string; data: LiveLeaderboardMessage };

const { t, admin, sport, open, pickedLiveGame, score } = liveScoring();
const [_home, away] = [() => sport().teams[0]!.id, () => sport().teams[1]!.id];

describe('live.me', () => {
  it('starts with the figures and the day count, then a graded pick with the right streak', async () => {
    const player = await account(t);
    const first = await pickedLiveGame(player.row.id);
    const second = await pickedLiveGame(player.row.id);
    const third = await pickedLiveGame(player.row.id);
    const inbox = new Inbox<Me>();
    open(player.cookie).trpc.live.me.subscribe(undefined, {
      onData: (m) => inbox.push(m as Me),
      onError: inbox.fail,
    });

    const snapshot = await inbox.next();
    expect(snapshot.data).toEqual({
      type: 'snapshot',
      serverTime: expect.any(String),
      stats: {
        currentStreak: 0,
        longestStreak: 0,
        totalWins: 0,
        totalLosses: 0,
        totalPushes: 0,
        totalPicks: 0,
        winPercentage: 0,
      },
      dailyPickCount: 3,
      maxDailyPicks: 3,
      shield: { held: false, armedPickId: null },
    });

    expect((await score(first.game.id, 'home')).statusCode).toBe(200);
    const won = await inbox.next((m) => m.data.type === 'pickGraded');
    expect(won.data).toMatchObject({
      pick: { id: first.pickId, gameId: first.game.id, result: 'win' },
      stats: { currentStreak: 1, longestStreak: 1, totalWins: 1, totalPicks: 1, winPercentage: 100 },
    });
    // One grading may unlock several achievements (weekly_champion too: the player leads the game's week), and
    // their messages come in the order the awarding inserted them, which is not decided here.
    const unlocked = await inbox.next(
      (m) => m.data.type === 'achievement' && m.data.achievement.type === 'rookie_star',
    );
    expect(unlocked.data).toMatchObject({
      achievement: { type: 'rookie_star', title: 'Rookie Star', iconEmoji: '⭐' },
    });

    expect((await score(second.game.id, 'home')).statusCode).toBe(200);
    expect((await inbox.next((m) => m.data.type === 'pickGraded')).data).toMatchObject({
      pick: { id: second.pickId, result: 'win' },
      stats: { currentStreak: 2, longestStreak: 2, totalWins: 2 },
    });
    expect((await score(third.game.id, 'away')).statusCode).toBe(200);
    expect((await inbox.next((m) => m.data.type === 'pickGraded')).data).toMatchObject({
      pick: { id: third.pickId, result: 'loss' },
      stats: { currentStreak: -1, longestStreak: 2, totalWins: 2, totalLosses: 1, totalPicks: 3 },
    });

    // Deleting a graded game moves the figures with no pick graded: a `stats` message.
    expect((await call(t, admin.cookie, 'DELETE', `/api/admin/games/${third.game.id}`)).statusCode).toBe(200);
    expect((await inbox.next((m) => m.data.type === 'stats')).data).toMatchObject({
      stats: { currentStreak: 2, totalPicks: 2, totalLosses: 0 },
    });
  });

  it("reports the day's pick count when the player picks", async () => {
    const player = await account(t);
    const now = await dbNow(t.deps.db);
    const { to } = dayWindow(now, DEFAULT_TIMEZONE, 'today');
    const at = new Date(Math.min(now.getTime() + 3_600_000, to.getTime() - 1000));
    const game = await makeGame(t.deps.db, { ...matchup(sport()), at });
    const inbox = new Inbox<Me>();
    open(player.cookie).trpc.live.me.subscribe(undefined, { onData: (m) => inbox.push(m as Me) });
    expect((await inbox.next()).data).toMatchObject({ type: 'snapshot', dailyPickCount: 0 });
    const res = await call(t, player.cookie, 'POST', '/api/picks', {
      gameId: game.id,
      selectedTeamId: away(),
    });
    expect(res.statusCode).toBe(200);
    expect((await inbox.next((m) => m.data.type === 'picks')).data).toEqual({
      type: 'picks',
      serverTime: expect.any(String),
      dailyPickCount: 1,
      maxDailyPicks: 3,
      shield: { held: false, armedPickId: null },
    });
    // Arming a held shield on that pick reaches the player's sockets too (ADR 0050).
    const picked = res.json().pick.id as number;
    await t.deps.db
      .updateTable('standings')
      .set({ shield_held: true })
      .where('user_id', '=', player.row.id)
      .execute();
    expect((await call(t, player.cookie, 'POST', `/api/picks/${picked}/shield`, {})).statusCode).toBe(200);
    expect(
      (await inbox.next((m) => m.data.type === 'picks' && m.data.shield.armedPickId !== null)).data,
    ).toMatchObject({ type: 'picks', shield: { held: true, armedPickId: picked } });
  });

  it("tells every open home when a month's winner is named, and again when a correction changes it", async () => {
    const [winner, rival, watcher] = [await account(t), await account(t), await account(t)];
    const league = await createLeague(t.deps.db);
    const scoreOf = (gameId: number, side: 'home' | 'away') =>
      call(t, admin.cookie, 'PUT', `/api/admin/games/${gameId}/score`, {
        homeScore: side === 'home' ? 2 : 0,
        awayScore: side === 'away' ? 2 : 0,
        winnerId: side === 'home' ? league.home : league.away,
      });
    const created = await call(t, admin.cookie, 'POST', '/api/admin/prizes', {
      title: 'June',
      month: '2026-06',
    });
    expect(created.statusCode).toBe(200);
    const june = await createGame(t.deps.db, league, '2026-06-10T20:00:00Z');
    await createPick(t.deps.db, winner.row.id, june, league.home);
    await createPick(t.deps.db, rival.row.id, june, league.away);
    expect((await scoreOf(june, 'home')).statusCode).toBe(200);
    const inbox = new Inbox<Me>();
    open(watcher.cookie).trpc.live.me.subscribe(undefined, {
      onData: (m) => inbox.push(m as Me),
      onError: inbox.fail,
    });
    await inbox.next((m) => m.data.type === 'snapshot');

    // The period close names June's winner: the watcher, who has no part in it, hears of it.
    expect(await nameDueWinners(t.deps)).toContain('2026-06');
    expect((await inbox.next((m) => m.data.type === 'winner')).data).toEqual({
      type: 'winner',
      serverTime: expect.any(String),
      month: '2026-06',
    });
    // A Fix Score gives the win to the rival's pick: the month is decided again, and said again.
    expect((await scoreOf(june, 'away')).statusCode).toBe(200);
    expect((await inbox.next((m) => m.data.type === 'winner')).data).toMatchObject({ month: '2026-06' });
  });

  it('is refused to a signed-out socket', async () => {
    const error = await new Promise<{ data?: { code?: string } }>((resolve) => {
      open().trpc.live.me.subscribe(undefined, {
        onError: (e) => resolve(e as { data?: { code?: string } }),
      });
    });
    expect(error.data?.code).toBe('UNAUTHORIZED');
  });
});

describe('live.leaderboard', () => {
  it('sends the top 10 at once and again when a grading changes it', async () => {
    const watcher = await account(t);
    const player = await account(t);
    const { game } = await pickedLiveGame(player.row.id);
    const inbox = new Inbox<Board>();
    open(watcher.cookie).trpc.live.leaderboard.subscribe(
      { period: 'alltime' },
      { onData: (m) => inbox.push(m as Board), onError: inbox.fail },
    );
    const first = await inbox.next();
    expect(first.data).toMatchObject({
      type: 'board',
      serverTime: expect.any(String),
      board: { period: 'alltime' },
    });
    expect(first.data.board.players.length).toBeLessThanOrEqual(10);
    expect(first.data.board.players.some((p) => p.id === player.row.id)).toBe(false);

    expect((await score(game.id, 'home')).statusCode).toBe(200);
    const next = await inbox.next((m) => m.data.board.players.some((p) => p.id === player.row.id));
    expect(next.id).not.toBe(first.id);
    expect(next.data.board.players.find((p) => p.id === player.row.id)).toMatchObject({
      totalWins: 1,
      losses: 0,
      pushes: 0,
      totalPicks: 1,
      currentStreak: 1,
    });
  });

  it('needs a signed-in player, like the boards', async () => {
    const error = await new Promise<{ data?: { code?: string } }>((resolve) => {
      open().trpc.live.leaderboard.subscribe(
        { period: 'weekly' },
        { onError: (e) => resolve(e as { data?: { code?: string } }) },
      );
    });
    expect(error.data?.code).toBe('UNAUTHORIZED');
  });
});
