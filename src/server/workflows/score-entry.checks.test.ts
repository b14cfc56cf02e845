import { beforeAll, describe, expect, it } from 'vitest';
import { account, call, signedInAdmin } from '../../../tests/support/calls';
import { makeGame, makeSport, picksWithResults } from '../../../tests/support/games';
import { sharedTestApp } from '../../../tests/support/test-app';

// Score entry's checks (ADR 0022): the result agrees with the score, no final before the start without force,
// and every entry is in the audit log with the game before and after.

const t = sharedTestApp();
const admin = signedInAdmin(t);
let sport: Awaited<ReturnType<typeof makeSport>>;
let soccer: Awaited<ReturnType<typeof makeSport>>;
beforeAll(async () => {
  sport = await makeSport(t.deps.db, `Checks ${process.pid}`);
  soccer = await makeSport(t.deps.db, 'MLS').catch(async () => {
    const row = await t.deps.db
      .selectFrom('sports')
      .select(['id', 'name'])
      .where('name', '=', 'MLS')
      .executeTakeFirstOrThrow();
    const teams = await t.deps.db
      .selectFrom('teams')
      .select(['id', 'name'])
      .where('sport_id', '=', row.id)
      .execute();
    return { ...row, teams };
  });
});

const put = (gameId: number, payload: object, cookie = admin.cookie) =>
  call(t, cookie, 'PUT', `/api/admin/games/${gameId}/score`, payload);
const auditOf = async (gameId: number) =>
  (await admin.get(`/api/admin/audit?targetKind=game&targetId=${gameId}`)).entries as {
    action: string;
    adminId: number;
    before: { homeScore: number | null; awayScore: number | null; winner: string | null; status: string };
    after: { homeScore: number; awayScore: number; winner: string };
  }[];
const started = (s: { id: number; teams: { id: number }[] }, i = 0) =>
  makeGame(t.deps.db, {
    sportId: s.id,
    homeTeamId: s.teams[i]!.id,
    awayTeamId: s.teams[i + 1]!.id,
    at: new Date('2026-11-21T13:00:00Z'),
    status: 'live',
  });

describe('a result agrees with its score', () => {
  it('refuses a winner with fewer points, a push with different scores, a team on a level score', async () => {
    const game = await started(sport);
    const [home, away] = [sport.teams[0]!, sport.teams[1]!];
    const refusals: [object, string][] = [
      [
        { homeScore: 24, awayScore: 17, winnerId: away.id },
        `${away.name} cannot be the winner: ${home.name} scored more (${away.name} 17, ${home.name} 24).`,
      ],
      [
        { homeScore: 24, awayScore: 17, winner: 'push' },
        `A push needs level scores, but ${home.name} scored more (${away.name} 17, ${home.name} 24).`,
      ],
      [
        { homeScore: 17, awayScore: 17, winner: 'home' },
        `Level scores (${away.name} 17, ${home.name} 17) are a push in ${sport.name}: only soccer games are won past a draw.`,
      ],
    ];
    for (const [payload, message] of refusals) {
      const res = await put(game.id, payload);
      expect([res.statusCode, res.json()], JSON.stringify(payload)).toEqual([400, { message }]);
    }
    const row = await t.deps.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    expect([row.status, row.home_score, row.winner_team_id]).toEqual(['live', null, null]);
    expect(await auditOf(game.id)).toEqual([]);
    expect((await put(game.id, { homeScore: 24, awayScore: 17, winnerId: home.id })).statusCode).toBe(200);
  });

  it('lets a soccer game level on the score go to either team (decided on penalties) or be a push', async () => {
    const game = await started(soccer);
    const res = await put(game.id, { homeScore: 1, awayScore: 1, winner: 'away' });
    expect(res.json()).toMatchObject({ homeScore: 1, awayScore: 1, winnerId: soccer.teams[1]!.id });
    expect((await put(game.id, { homeScore: 1, awayScore: 1, winner: 'push' })).json()).toMatchObject({
      winnerId: 'push',
    });
  });
});

describe('no early final by accident', () => {
  it('refuses a final before the start (409) and takes it with force: true', async () => {
    t.clock.set('2026-11-26T09:10:00Z');
    try {
      const game = await makeGame(t.deps.db, {
        sportId: sport.id,
        homeTeamId: sport.teams[2]!.id,
        awayTeamId: sport.teams[3]!.id,
        at: new Date('2026-11-26T21:25:00Z'),
      });
      const early = await put(game.id, { homeScore: 3, awayScore: 1, winner: 'home' });
      expect([early.statusCode, early.json()]).toEqual([
        409,
        {
          message:
            'This game has not started: it starts Nov 26, 2:25 PM MST. Send force: true to enter a final score anyway.',
        },
      ]);
      expect(
        (await t.deps.db.selectFrom('games').select('status').where('id', '=', game.id).executeTakeFirst())
          ?.status,
      ).toBe('scheduled');
      const forced = await put(game.id, { homeScore: 3, awayScore: 1, winner: 'home', force: true });
      expect(forced.json()).toMatchObject({ status: 'completed', homeScore: 3 });
      expect((await auditOf(game.id))[0]).toMatchObject({ action: 'game.score', after: { forced: true } });
    } finally {
      t.clock.set('2026-11-21T15:00:00Z');
    }
  });
});

describe('a correction of a closed period', () => {
  it('says in the audit log which closed week and month it changes, and nothing for the current ones', async () => {
    const game = await started(sport, 2);
    await put(game.id, { homeScore: 3, awayScore: 1, winner: 'home' });
    expect((await auditOf(game.id))[0]?.after).not.toHaveProperty('closedPeriods');
    try {
      // December 8 in New York: the game's week of November 16 and its month are over.
      t.clock.set('2026-12-08T15:00:00Z');
      expect((await put(game.id, { homeScore: 1, awayScore: 3, winner: 'away' })).statusCode).toBe(200);
      expect((await auditOf(game.id))[0]).toMatchObject({
        action: 'game.score.fix',
        after: {
          winner: sport.teams[3]!.name,
          closedPeriods: { weekly: '2026-11-16', monthly: '2026-11-01' },
        },
      });
    } finally {
      t.clock.set('2026-11-21T15:00:00Z');
    }
  });
});

describe('two admins entering different scores for one game at once', () => {
  it('end with one result, its picks graded by it, and the audit shows both attempts in order', async () => {
    const game = await started(sport, 1);
    const [home, away] = [sport.teams[1]!, sport.teams[2]!];
    const players = [await account(t), await account(t)];
    await t.deps.db
      .insertInto('picks')
      .values([
        { user_id: players[0]!.row.id, game_id: game.id, selected_team_id: home.id },
        { user_id: players[1]!.row.id, game_id: game.id, selected_team_id: away.id },
      ])
      .execute();
    const other = await account(t, true);
    const answers = await Promise.all([
      put(game.id, { homeScore: 24, awayScore: 17, winnerId: home.id }),
      put(game.id, { homeScore: 10, awayScore: 13, winnerId: away.id }, other.cookie),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const entries = await auditOf(game.id);
    expect(entries.map((e) => e.action)).toEqual(['game.score.fix', 'game.score']);
    expect(new Set(entries.map((e) => e.adminId))).toEqual(new Set([admin.row.id, other.row.id]));
    // The later attempt saw the earlier one's result: nothing was lost between them.
    const { homeScore, awayScore, winner } = entries[1]!.after;
    expect(entries[0]!.before).toEqual({ status: 'completed', homeScore, awayScore, winner });
    expect(entries[1]!.before).toMatchObject({ status: 'live', homeScore: null, winner: null });
    const final = entries[0]!.after;
    const row = await t.deps.db
      .selectFrom('games')
      .selectAll()
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    const winnerId = final.winner === home.name ? home.id : away.id;
    expect([row.home_score, row.away_score, row.winner_team_id, row.graded_winner_team_id]).toEqual([
      final.homeScore,
      final.awayScore,
      winnerId,
      winnerId,
    ]);
    const results = (await picksWithResults(t.deps.db).where('p.game_id', '=', game.id).execute()).map(
      (p) => [p.selected_team_id === winnerId, p.result],
    );
    expect(results.sort()).toEqual([
      [false, 'loss'],
      [true, 'win'],
    ]);
  });
});
