import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createGame, createUsers, sharedGradingDatabase } from '../../../../tests/support/grading/grading';
import { removeGame } from '../../workflows/game-admin.service';
import { archiveClosedSlotsIfFree } from '../grading/period-close.repo';
import { SeededRandom } from '../sports-feed/demo/seeded-random';
import { getLeaderboard } from './leaderboard.service';

// Each board keeps its best entries in board_leaders: everything at or above a cut, at most 1,000, refilled from
// every entry when fewer than 100 remain. Boards this size are where the cut matters.
const t = sharedGradingDatabase();
const { complete, expectTruth } = t;
const PLAYERS = 1200;

/** `players` pick a game at `at`, each the team `team` gives them. */
async function pickedGame(at: string, players: number[], team: (i: number) => number) {
  const game = await createGame(t.db, t.league, at);
  await t.db
    .insertInto('picks')
    .values(players.map((user_id, i) => ({ user_id, game_id: game, selected_team_id: team(i) })))
    .execute();
  return game;
}
/** The first `homeFans` players pick the home team, the rest the away team. */
const homeFirst = (homeFans: number) => (i: number) => (i < homeFans ? t.league.home : t.league.away);

const listSize = async (board: string) => {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from board_leaders where board = ${board}`.execute(t.db);
  return rows[0]!.n;
};

/** The board's first rows as the service serves them, and as sorting every entry gives them. */
async function topHundred(period: 'weekly' | 'alltime') {
  const served = await getLeaderboard({ db: t.db, clock: () => t.now }, period, 100);
  const board = period;
  const { rows } = await sql<{ user_id: number }>`
    select user_id from board_entries where board = ${board}
      and (${board} = 'alltime' or ps = '2026-11-16'::date)
    order by k1 desc, k2 desc, k3 desc, user_id limit 100`.execute(t.db);
  return {
    served: served.players.map((p) => p.id),
    sorted: rows.map((r) => r.user_id),
    total: served.totalPlayers,
  };
}

describe('board top lists past 1,000 players', () => {
  it('hold the entries above the cut, and are refilled when a correction drops the best below it', async () => {
    const players = await createUsers(t.db, PLAYERS, 'top');
    // Monday and Tuesday of the week of November 16 (the fixtures' "now" is that Saturday).
    const monday = await pickedGame('2026-11-16T20:00:00Z', players, homeFirst(PLAYERS - 50));
    await complete(monday, t.league.home);
    expect(await listSize('weekly')).toBe(1000);
    await expectTruth();
    expect(await topHundred('weekly')).toMatchObject({ total: PLAYERS });
    let top = await topHundred('weekly');
    expect(top.served).toEqual(top.sorted);

    // The score was wrong: the 50 away fans, whose ids lie past the cut, won. Nothing above the cut is left.
    await complete(monday, t.league.away);
    expect(await listSize('weekly')).toBe(500);
    await expectTruth();
    top = await topHundred('weekly');
    expect(top.served).toEqual(top.sorted);
    expect(top.served.slice(0, 50).sort()).toEqual(players.slice(-50).sort());

    // A second game moves everyone again; the all-time board follows too.
    const tuesday = await pickedGame('2026-11-17T20:00:00Z', players, homeFirst(600));
    await complete(tuesday, t.league.home);
    await expectTruth();
    for (const period of ['weekly', 'alltime'] as const) {
      top = await topHundred(period);
      expect(top.served).toEqual(top.sorted);
    }

    // Deleting the games empties every board.
    await removeGame(t.db, monday);
    await removeGame(t.db, tuesday);
    await expectTruth();
    expect(await listSize('weekly')).toBe(0);
    expect((await getLeaderboard({ db: t.db, clock: () => t.now }, 'alltime')).totalPlayers).toBe(0);
  }, 120_000);

  it('stay exact through a season of random games, corrections and the period-close job', async () => {
    const random = new SeededRandom(20261125);
    const players = await createUsers(t.db, PLAYERS, 'season');
    const games: number[] = [];
    // Two weeks of November: games on most days, each picked by a random share of the players.
    for (let day = 9; day <= 22; day += 1) {
      if (!random.chance(0.7)) continue;
      const fans = players.filter(() => random.chance(0.6));
      const game = await pickedGame(`2026-11-${String(day).padStart(2, '0')}T20:00:00Z`, fans, () =>
        random.chance(0.5) ? t.league.home : t.league.away,
      );
      games.push(game);
    }
    for (const [i, game] of games.entries()) {
      await complete(game, random.chance(0.1) ? 'push' : random.chance(0.5) ? t.league.home : t.league.away);
      if (random.chance(0.3))
        await complete(games[random.int(0, i)]!, random.chance(0.5) ? t.league.home : t.league.away);
      if (random.chance(0.4)) await t.db.transaction().execute((trx) => archiveClosedSlotsIfFree(trx, 400));
      await expectTruth();
    }
    const top = await topHundred('alltime');
    expect(top.served).toEqual(top.sorted);
  }, 300_000);
});
