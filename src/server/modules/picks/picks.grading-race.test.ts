import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { makeGame, matchup, sportBeforeAll } from '../../../../tests/support/games';
import { expectStoredTruth, failure } from '../../../../tests/support/grading/grading';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { playerRow } from '../../../../tests/support/users';
import { deleteGame } from '../../workflows/game-admin.service';
import { changePick, createPick } from '../../workflows/new-picks';
import { completeGame } from '../../workflows/score-entry.service';
import { setFinalResult } from '../games/game-changes.repo';
import { gradeGame } from '../grading/grading.service';
import { PICK_MESSAGES } from './picks.rules';
import { myPicks } from './picks.service';

// A pick made or changed while its game's score is being entered must either be in the grading or be
// refused: never written after the grading read the picks. Raced over real connections on PostgreSQL; the
// embedded database runs one transaction at a time, where the same steps must give the same answers.
// Before picks share-locked their game, every test here failed on PostgreSQL.

const t = sharedTestApp();
const sport = sportBeforeAll(t);

const openGame = () => makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: 120 });

const premiumPlayer = () => playerRow(t);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The score entry of `gameId` (home wins 1-0) up to its commit, which the caller does. */
async function scoreEntryHeldOpen(gameId: number) {
  const entry = await t.deps.db.startTransaction().execute();
  const now = t.deps.clock();
  await setFinalResult(entry, gameId, { homeScore: 1, awayScore: 0, winner: 'home', at: now });
  await gradeGame(entry, gameId);
  return entry;
}

/** A new pick of the away side, made while the game's score entry is held open and left waiting on it. */
async function pickDuringScoreEntry() {
  const game = await openGame();
  const player = await premiumPlayer();
  const entry = await scoreEntryHeldOpen(game.id);
  const picking = failure(createPick(t.deps, player, { gameId: game.id, selectedTeamId: game.away_team_id }));
  await sleep(300);
  return { game, player, entry, picking };
}

describe('a pick while its game is being scored', () => {
  it('a change waits for the score entry and is then refused', async () => {
    const game = await openGame();
    const player = await premiumPlayer();
    const made = await createPick(t.deps, player, { gameId: game.id, selectedTeamId: game.home_team_id });
    const entry = await scoreEntryHeldOpen(game.id);
    const switching = failure(
      changePick(t.deps, player, { pickId: made.pick.id, selectedTeamId: game.away_team_id }),
    );
    await sleep(300);
    await entry.commit().execute();
    expect(await switching).toEqual({ code: 'BAD_REQUEST', message: PICK_MESSAGES.started });
    const mine = await myPicks(t.deps, player);
    expect(mine.picks.find((p) => p.id === made.pick.id)?.selectedTeamId).toBe(game.home_team_id);
    await expectStoredTruth(t.deps.db);
  });

  it('a new pick waits for the score entry and is then refused', async () => {
    const { game, entry, picking } = await pickDuringScoreEntry();
    await entry.commit().execute();
    expect(await picking).toEqual({ code: 'BAD_REQUEST', message: PICK_MESSAGES.started });
    expect(await t.deps.db.selectFrom('picks').select('id').where('game_id', '=', game.id).execute()).toEqual(
      [],
    );
    await expectStoredTruth(t.deps.db);
  });

  // Every writer locks the game before a player's row (grading updates both); a pick that took the player's
  // row first while waiting for the game would deadlock with them. Only PostgreSQL has a second connection.
  it.runIf(process.env.DATABASE_URL)(
    'a new pick waiting for its game holds no lock on the player',
    async () => {
      const { player, entry, picking } = await pickDuringScoreEntry();
      const other = await t.deps.db.startTransaction().execute();
      const lockedPlayer = await sql`select id from users where id = ${player.id} for update nowait`
        .execute(other)
        .then(
          (r) => r.rows.length,
          (e: { code?: string }) => e.code,
        );
      await other.rollback().execute();
      await entry.commit().execute();
      expect(lockedPlayer).toBe(1);
      expect(await picking).toEqual({ code: 'BAD_REQUEST', message: PICK_MESSAGES.started });
    },
  );

  it('a new pick on a game being deleted waits and is then told the game is gone', async () => {
    const game = await openGame();
    const player = await premiumPlayer();
    const removal = t.deps.db.startTransaction().execute();
    const trx = await removal;
    await trx.selectFrom('games').select('id').where('id', '=', game.id).forUpdate().execute();
    await trx.deleteFrom('games').where('id', '=', game.id).execute();
    const picking = failure(
      createPick(t.deps, player, { gameId: game.id, selectedTeamId: game.away_team_id }),
    );
    await sleep(300);
    await trx.commit().execute();
    expect(await picking).toEqual({ code: 'NOT_FOUND', message: PICK_MESSAGES.gameNotFound });
    // The real deletion of a game with picks cannot lose one either.
    const other = await openGame();
    await createPick(t.deps, player, { gameId: other.id, selectedTeamId: other.home_team_id });
    await deleteGame(t.deps, (await register(t.app)).user.id, other.id);
    await expectStoredTruth(t.deps.db);
  });
});

describe('premium players switching picks in a loop while an admin enters the score', () => {
  it('leaves every player’s figures equal to a full recompute, round after round', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, premiumPlayer));
    for (let round = 0; round < 5; round++) {
      const game = await openGame();
      const picks = await Promise.all(
        players.map((p, i) =>
          createPick(t.deps, p, {
            gameId: game.id,
            selectedTeamId: i % 2 ? game.home_team_id : game.away_team_id,
          }),
        ),
      );
      let scored = false;
      const switching = players.map(async (p, i) => {
        let team = picks[i]!.pick.selectedTeamId;
        // Bounded: the embedded database serves one transaction at a time, and would let the switches
        // starve the score entry.
        for (let n = 0; n < 20 && !scored; n++) {
          team = team === game.home_team_id ? game.away_team_id : game.home_team_id;
          const done = await changePick(t.deps, p, { pickId: picks[i]!.pick.id, selectedTeamId: team }).then(
            () => true,
            (e: { message?: string }) => {
              if (e.message !== PICK_MESSAGES.started) throw e;
              return false;
            },
          );
          if (!done) return;
        }
      });
      await sleep(20 + round * 10);
      await completeGame(t.deps, game.id, { homeScore: 2, awayScore: 1, winner: 'home' });
      scored = true;
      await Promise.all(switching);
      await expectStoredTruth(t.deps.db);
    }
  }, 90_000); // each score entry is followed by its effects (the live events, the awarding)
});
