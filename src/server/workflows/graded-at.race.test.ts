import { beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../../tests/support/calls';
import { dbNow, makeGame, makeSport } from '../../../tests/support/games';
import { expectStoredTruth } from '../../../tests/support/grading/grading';
import { sharedTestApp } from '../../../tests/support/test-app';
import { playerRow } from '../../../tests/support/users';
import { PICK_MESSAGES } from '../modules/picks/picks.rules';
import type { UserRow } from '../platform/db/schema';
import { changePick, createPick } from './new-picks';
import { enterScore } from './score-entry.service';

// A game's graded_at says when its picks were graded: no pick graded with it was made or changed later. Players
// pick and switch while an admin enters the score; on PostgreSQL over real connections, on the embedded database
// one transaction at a time. Before the graded time was read under the game's row lock, it was the app's clock
// read before the score entry's transaction, and picks committed in between carried later times.

const t = sharedTestApp();
let sport: Awaited<ReturnType<typeof makeSport>>;
let adminId: number;
let players: UserRow[];
beforeAll(async () => {
  sport = await makeSport(t.deps.db);
  adminId = (await account(t, true)).row.id;
  players = await Promise.all(Array.from({ length: 8 }, premiumPlayer));
});

const premiumPlayer = () => playerRow(t);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Refused because the game was scored meanwhile: the race was lost, as it may be. */
const lateOrThrow = (e: { message?: string }) => {
  if (e.message !== PICK_MESSAGES.started) throw e;
  return undefined;
};

/**
 * One round: each player picks the game, then switches until the score entry refuses them. `appClock` sets the
 * app's clock just before the entry (the test clock stands still otherwise), as a server's is read then.
 */
async function scoreWhilePicking(round: number, appClock: (databaseNow: Date) => Date) {
  const game = await makeGame(t.deps.db, {
    sportId: sport.id,
    homeTeamId: sport.teams[0]!.id,
    awayTeamId: sport.teams[1]!.id,
    startsInMinutes: 120,
  });
  // One pick made before the race, so every round grades at least one.
  await createPick(t.deps, players[0]!, { gameId: game.id, selectedTeamId: game.away_team_id });
  let scored = false;
  const picking = players.slice(1).map(async (player, i) => {
    await sleep(i * 2);
    const made = await createPick(t.deps, player, {
      gameId: game.id,
      selectedTeamId: game.home_team_id,
    }).catch(lateOrThrow);
    let team = game.home_team_id;
    // Bounded: the embedded database serves one transaction at a time, and would let the switches starve the entry.
    for (let n = 0; made && n < 20 && !scored; n++) {
      team = team === game.home_team_id ? game.away_team_id : game.home_team_id;
      const done = await changePick(t.deps, player, { pickId: made.pick.id, selectedTeamId: team }).then(
        () => true,
        lateOrThrow,
      );
      if (!done) return;
    }
  });
  await sleep(8 + round * 4);
  t.clock.set(appClock(await dbNow(t.deps.db)));
  await enterScore(t.deps, adminId, { id: game.id, homeScore: 2, awayScore: 1, winner: 'home', force: true });
  scored = true;
  await Promise.all(picking);
  const { graded_at: gradedAt } = await t.deps.db
    .selectFrom('games')
    .select('graded_at')
    .where('id', '=', game.id)
    .executeTakeFirstOrThrow();
  const picks = await t.deps.db
    .selectFrom('picks')
    .select(['id', 'picked_at', 'updated_at'])
    .where('game_id', '=', game.id)
    .execute();
  return { gradedAt: gradedAt!, picks };
}

describe("a game's graded time", () => {
  it('is later than every pick graded with it, when the app’s clock is the database’s', async () => {
    for (let round = 0; round < 4; round++) {
      const { gradedAt, picks } = await scoreWhilePicking(round, (now) => now);
      const later = picks.filter((p) => p.picked_at > gradedAt || p.updated_at > gradedAt);
      expect(later).toEqual([]);
    }
    await expectStoredTruth(t.deps.db);
  }, 90_000); // each score entry is followed by its effects (the live events, the awarding)

  it('is the database’s, whatever the app’s clock says: picks are timed by the database', async () => {
    for (const offset of [-30 * 24 * 60 * 60_000, 30 * 24 * 60 * 60_000]) {
      const before = await dbNow(t.deps.db);
      const { gradedAt, picks } = await scoreWhilePicking(0, (now) => new Date(now.getTime() + offset));
      const later = picks.filter((p) => p.picked_at > gradedAt || p.updated_at > gradedAt);
      expect(later).toEqual([]);
      expect(gradedAt >= before && gradedAt <= (await dbNow(t.deps.db))).toBe(true);
    }
  }, 90_000);
});
