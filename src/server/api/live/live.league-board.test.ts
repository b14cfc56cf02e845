import { describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import { makeLeague } from '../../../../tests/support/leagues';
import { liveScoring } from '../../../../tests/support/live/scoring';
import { Inbox } from '../../../../tests/support/live/sockets';
import type { LiveLeagueBoardMessage } from '../../../shared/schemas/live';

// live.leagueBoard over real WebSockets: a league's board at once, again when a grading moves it, members only.

type Board = { id: string; data: LiveLeagueBoardMessage };

const { t, pickedLiveGame, score, open } = liveScoring();

/** A live game `userId` picked the home team of, then its final with the home team winning. */
async function gradedHomeWin(userId: number) {
  const { game } = await pickedLiveGame(userId);
  expect((await score(game.id, 'home')).statusCode).toBe(200);
}

function watch(cookie: string, leagueId: number) {
  const inbox = new Inbox<Board>();
  open(cookie).trpc.live.leagueBoard.subscribe({ leagueId, period: 'alltime' }, inbox.listener());
  return inbox;
}

describe('live.leagueBoard', () => {
  it("sends the league's board at once and again when a member's grading moves it", async () => {
    const [owner, member, outsider] = [await account(t), await account(t), await account(t)];
    const league = await makeLeague(t.deps.db, owner.row.id, [member.row.id]);
    const inbox = watch(owner.cookie, league.id);
    const first = await inbox.next();
    expect(first.data).toMatchObject({
      type: 'leagueBoard',
      leagueId: league.id,
      board: { period: 'alltime' },
    });
    expect(first.data.board.players).toEqual([]);
    // Everyone is on the board before any grading: the members with no graded pick, after the ranked ones.
    expect(first.data.board.unranked.map((m) => m.id).sort()).toEqual([owner.row.id, member.row.id].sort());
    expect(first.data.board.totalPlayers).toBe(2);

    await gradedHomeWin(outsider.row.id);
    await gradedHomeWin(member.row.id);
    const next = await inbox.next((m) => m.data.board.players.length > 0);
    expect(next.data.board.players.map((p) => [p.id, p.rank, p.totalWins])).toEqual([[member.row.id, 1, 1]]);
    expect(next.data.board.unranked.map((m) => m.id)).toEqual([owner.row.id]);
    expect(next.data.board.totalPlayers).toBe(2);
  });

  it('shows a join, a leave and a removal at once to every member watching, and ends a removed member’s feed', async () => {
    const [owner, friend, other] = [await account(t), await account(t), await account(t)];
    const made = await call(t, owner.cookie, 'POST', '/api/leagues', { name: 'Live joins' });
    const league = made.json() as { id: number; inviteCode: string };
    const ownerInbox = watch(owner.cookie, league.id);
    expect((await ownerInbox.next()).data.board.totalPlayers).toBe(1);
    expect(
      (await call(t, friend.cookie, 'POST', '/api/leagues/join', { code: league.inviteCode })).statusCode,
    ).toBe(200);
    const joined = await ownerInbox.next((m) => m.data.board.totalPlayers === 2);
    expect(joined.data.board.unranked.map((m) => m.id)).toContain(friend.row.id);
    const friendInbox = watch(friend.cookie, league.id);
    expect((await friendInbox.next()).data.board.totalPlayers).toBe(2);
    await call(t, other.cookie, 'POST', '/api/leagues/join', { code: league.inviteCode });
    await ownerInbox.next((m) => m.data.board.totalPlayers === 3);
    await friendInbox.next((m) => m.data.board.totalPlayers === 3);
    await call(t, other.cookie, 'POST', `/api/leagues/${league.id}/leave`, {});
    await ownerInbox.next((m) => m.data.board.totalPlayers === 2);
    const removed = await call(
      t,
      owner.cookie,
      'DELETE',
      `/api/leagues/${league.id}/members/${friend.row.id}`,
    );
    expect(removed.statusCode).toBe(200);
    await ownerInbox.next((m) => m.data.board.totalPlayers === 1);
    await expect.poll(() => friendInbox.completed).toBe(true);
    expect(friendInbox.rest().filter((m) => m.data.board.totalPlayers === 1)).toEqual([]);
  });

  it('answers a non-member with the 404 of a league that does not exist', async () => {
    const [owner, outsider] = [await account(t), await account(t)];
    const league = await makeLeague(t.deps.db, owner.row.id);
    const error = await new Promise<{ data?: { code?: string }; message: string }>((resolve) => {
      open(outsider.cookie).trpc.live.leagueBoard.subscribe(
        { leagueId: league.id, period: 'weekly' },
        { onError: (e) => resolve(e as { data?: { code?: string }; message: string }) },
      );
    });
    expect([error.data?.code, error.message]).toEqual(['NOT_FOUND', 'League not found']);
  });
});
