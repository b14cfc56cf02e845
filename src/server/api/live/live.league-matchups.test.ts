import { describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import { dbNow, makeGame, matchup } from '../../../../tests/support/games';
import { makeLeague } from '../../../../tests/support/leagues';
import { liveScoring } from '../../../../tests/support/live/scoring';
import { Inbox } from '../../../../tests/support/live/sockets';
import { weekStart } from '../../../shared/periods';
import type { LiveLeagueMatchupsMessage } from '../../../shared/schemas/league-matchups';
import { weekBegins } from '../../modules/leagues/matchups.service';

// live.leagueMatchups over real WebSockets: this week's matchups at once, again as a join pairs a league made this
// week and as a grading moves a record; members only.

type Message = { id: string; data: LiveLeagueMatchupsMessage };

const { t, sport, score, open } = liveScoring();

function watch(cookie: string, leagueId: number) {
  const inbox = new Inbox<Message>();
  open(cookie).trpc.live.leagueMatchups.subscribe({ leagueId }, inbox.listener());
  return inbox;
}

describe('live.leagueMatchups', () => {
  it('sends the week’s matchups at once, when a join pairs the league and when a grading moves a record', async () => {
    // The app's clock at the database's (the game's start is the database's), its week the game's.
    const now = await dbNow(t.deps.db);
    t.clock.set(now);
    const [owner, friend] = [await account(t), await account(t)];
    await t.deps.db
      .updateTable('users')
      .set({ subscription_tier: 'premium' })
      .where('id', '=', owner.row.id)
      .execute();
    const made = await call(t, owner.cookie, 'POST', '/api/leagues', { name: 'Live rivals' });
    const league = made.json() as { id: number; inviteCode: string };
    const inbox = watch(owner.cookie, league.id);
    const first = await inbox.next();
    expect(first.data).toMatchObject({ type: 'leagueMatchups', leagueId: league.id });
    expect(first.data.thisWeek).toEqual({ week: weekStart(now), matchups: [] });

    expect(
      (await call(t, friend.cookie, 'POST', '/api/leagues/join', { code: league.inviteCode })).statusCode,
    ).toBe(200);
    const paired = await inbox.next((m) => m.data.thisWeek.matchups.length === 1);
    const matchup0 = paired.data.thisWeek.matchups[0]!;
    expect([matchup0.home.id, matchup0.away?.id].sort()).toEqual([owner.row.id, friend.row.id].sort());
    expect(matchup0.leader).toBe('tie');

    const at = new Date(Math.max(now.getTime() - 10 * 60_000, weekBegins(weekStart(now)).getTime() + 1000));
    const game = await makeGame(t.deps.db, { ...matchup(sport()), at, status: 'live' });
    await t.deps.db
      .insertInto('picks')
      .values({ user_id: friend.row.id, game_id: game.id, selected_team_id: game.home_team_id })
      .execute();
    expect((await score(game.id, 'home')).statusCode).toBe(200);
    const moved = await inbox.next((m) => m.data.thisWeek.matchups[0]?.leader !== 'tie');
    const m = moved.data.thisWeek.matchups[0]!;
    const friendSide = m.home.id === friend.row.id ? m.home : m.away!;
    expect(friendSide).toMatchObject({ wins: 1, losses: 0 });
    expect(m.leader).toBe(m.home.id === friend.row.id ? 'home' : 'away');
  });

  it('answers a non-member with the 404 of a league that does not exist', async () => {
    const [owner, outsider] = [await account(t), await account(t)];
    const league = await makeLeague(t.deps.db, owner.row.id);
    const error = await new Promise<{ data?: { code?: string }; message: string }>((resolve) => {
      open(outsider.cookie).trpc.live.leagueMatchups.subscribe(
        { leagueId: league.id },
        { onError: (e) => resolve(e as { data?: { code?: string }; message: string }) },
      );
    });
    expect([error.data?.code, error.message]).toEqual(['NOT_FOUND', 'League not found']);
  });
});
