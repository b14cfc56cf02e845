import { beforeAll, describe, expect, it } from 'vitest';
import { type Boards, seedBoards } from '../../../../tests/support/grading/boards';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { LEADERBOARD_MESSAGES } from '../../../shared/schemas/leaderboard';
import { alltimeRankFromTop } from './leaderboard.repo';

const t = sharedTestApp();
let boards: Boards;

beforeAll(async () => {
  boards = await seedBoards(t);
});

const get = (url: string, cookie: string | null = boards.cookies.ann) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/leaderboard/*', () => {
  it('serve the weekly, season (monthly) and all-time boards to a signed-in player', async () => {
    const weekly = await get('/api/leaderboard/weekly?limit=100');
    expect(weekly.statusCode).toBe(200);
    const body = weekly.json();
    expect(body).toMatchObject({ period: 'weekly', periodStart: '2026-11-16', totalPlayers: 4 });
    expect(body.players.map((p: { rank: number }) => p.rank)).toEqual([1, 1, 3, 4]);
    expect(Object.keys(body.players[0]).sort()).toEqual(
      [
        'avatarKey',
        'currentStreak',
        'firstName',
        'id',
        'lastName',
        'longestStreak',
        'losses',
        'pushes',
        'rank',
        'subscriptionTier',
        'totalPicks',
        'totalWins',
        'username',
        'winPercentage',
      ].sort(),
    );
    const season = (await get('/api/leaderboard/season')).json();
    expect(season).toMatchObject({ period: 'monthly', periodStart: '2026-11-01', totalPlayers: 5 });
    expect((await get('/api/leaderboard/monthly')).json()).toEqual(season);
    const alltime = (await get('/api/leaderboard/alltime')).json();
    expect(alltime).toMatchObject({ period: 'alltime', periodStart: null, totalPlayers: 6 });
    expect(alltime.players[0].id).toBe(boards.ids.dan);
  });

  it("carry the caller's own entry, with its rank, wherever they stand (issue 44)", async () => {
    type Row = { id: number; rank: number | null };
    for (const path of ['weekly', 'season', 'alltime']) {
      const full = (await get(`/api/leaderboard/${path}`, boards.cookies.cat)).json();
      const row = full.players.find((p: Row) => p.id === boards.ids.cat);
      // Among the rows: the viewer is that row.
      expect(full.viewer).toEqual({ ...row, behind: null });
      // Below the rows asked for: read by key and ranked as the whole board ranks it.
      const top = (await get(`/api/leaderboard/${path}?limit=1`, boards.cookies.cat)).json();
      expect(top.players.map((p: Row) => p.id)).not.toContain(boards.ids.cat);
      expect(top.viewer).toEqual({ ...row, behind: null });
    }
  });

  it('say null for a caller not on the board, as a new player is before a graded pick', async () => {
    // eve's one pick was last week's: she is on the month's board, not this week's.
    const weekly = (await get('/api/leaderboard/weekly', boards.cookies.eve)).json();
    expect(weekly.viewer).toBeNull();
    expect((await get('/api/leaderboard/season', boards.cookies.eve)).json().viewer).toMatchObject({
      id: boards.ids.eve,
      totalWins: 1,
    });
  });

  it('leave the all-time rank unworked below the kept top list, saying how many are ahead at least', async () => {
    // Below the list (a board of more than its 500 kept entries): no count over every player.
    expect(await alltimeRankFromTop(t.deps.db, { id: -1, k1: 0, k2: 0, k3: 0 })).toEqual({
      rank: null,
      listed: 6,
    });
    const dan = await alltimeRankFromTop(t.deps.db, { id: boards.ids.dan, k1: 2, k2: 100, k3: 2 });
    expect(dan).toEqual({ rank: 1, listed: 6 });
  });

  it('cap the rows at ?limit= and at 100', async () => {
    const two = (await get('/api/leaderboard/alltime?limit=2')).json();
    expect(two.players).toHaveLength(2);
    expect(two.totalPlayers).toBe(6);
    const many = await get('/api/leaderboard/season?limit=1000');
    expect(many.statusCode).toBe(200);
    expect(many.json().players).toHaveLength(5);
  });

  it.each(['0', '-1', '2.5', 'abc', '', 'ten'])(
    'refuse ?limit=%s with 400 and a plain message',
    async (limit) => {
      const res = await get(`/api/leaderboard/weekly?limit=${limit}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: LEADERBOARD_MESSAGES.limit });
    },
  );

  it('answer 401 when signed out', async () => {
    for (const path of ['weekly', 'season', 'monthly', 'alltime']) {
      const res = await get(`/api/leaderboard/${path}`, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answer the same over tRPC as over REST', async () => {
    const input = encodeURIComponent(JSON.stringify({ limit: 3 }));
    const trpc = await get(`/trpc/leaderboard.weekly?input=${input}`);
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toEqual((await get('/api/leaderboard/weekly?limit=3')).json());
  });
});
