import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openGame, pick, player, unlocksOf } from '../../../../tests/support/achievements';
import { sportBeforeAll } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { deleteGame } from '../../workflows/game-admin.service';
import { NO_PICKS, type PickTally, tallyOf } from './achievements.rules';
import { recountPickTallies } from './achievements.service';

// The pick-time achievements read a kept tally per player (pick_tallies): the pick path adds to it in the pick's
// own transaction, so deciding them costs one statement whatever the player's history.

const t = sharedTestApp();
const sport = sportBeforeAll(t);

const tallyOfPlayer = (userId: number) =>
  t.deps.db
    .selectFrom('pick_tallies')
    .select(['picks', 'early', 'night', 'weekend', 'underdog'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * A player whose tally remembers 99 picks, none of them in the picks table (the pick path cannot be reading history),
 * makes a 100th, which unlocks participation_award with the pick.
 */
async function hundredthPick() {
  const p = await player(t);
  await t.deps.db.insertInto('pick_tallies').values({ user_id: p.id, picks: 99 }).execute();
  const game = await openGame(t, sport);
  await pick(t, p, game.id, game.home_team_id);
  expect(await unlocksOf(t, p.id)).toContain('participation_award');
  return { p, game };
}

describe('the pick path', () => {
  it('decides from the tally, not the history: a 100th pick unlocks participation_award with the pick', async () => {
    const { p } = await hundredthPick();
    expect((await tallyOfPlayer(p.id))?.picks).toBe(100);
  });

  it("counts each new pick once, by the time it was made in the player's zone", async () => {
    const p = await player(t, 'Pacific/Honolulu');
    const game = await openGame(t, sport);
    const made = await pick(t, p, game.id, game.home_team_id);
    const row = await t.deps.db
      .selectFrom('picks')
      .select(['picked_at', 'is_underdog'])
      .where('id', '=', made.pick.id)
      .executeTakeFirstOrThrow();
    expect(await tallyOfPlayer(p.id)).toEqual(
      tallyOf({ pickedAt: row.picked_at, isUnderdog: row.is_underdog }, 'Pacific/Honolulu'),
    );
  });
});

describe('counting again from the stored picks', () => {
  it("reads each pick's hour and weekday in its player's zone exactly as tallyOf does", async () => {
    const zones = ['America/New_York', 'America/Denver', 'Pacific/Honolulu', 'America/Anchorage', 'UTC'];
    const instants = fc.sample(
      fc.date({ min: new Date('2026-03-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
      {
        numRuns: 120,
        seed: 7,
      },
    );
    const players = await Promise.all(zones.map((zone) => player(t, zone)));
    const game = await openGame(t, sport);
    const games = [game, ...(await Promise.all(Array.from({ length: 23 }, () => openGame(t, sport))))];
    const rows = instants.map((at, i) => ({
      user_id: players[i % players.length]!.id,
      game_id: games[Math.floor(i / players.length)]!.id,
      selected_team_id: game.home_team_id,
      picked_at: at,
      is_underdog: i % 3 === 0,
    }));
    await t.deps.db.insertInto('picks').values(rows).execute();
    await recountPickTallies(
      t.deps.db,
      players.map((p) => p.id),
    );
    for (const [n, p] of players.entries()) {
      const expected: PickTally = { ...NO_PICKS };
      for (const r of rows.filter((row) => row.user_id === p.id)) {
        const one = tallyOf({ pickedAt: r.picked_at, isUnderdog: r.is_underdog }, zones[n]!);
        for (const key of Object.keys(expected) as (keyof PickTally)[]) expected[key] += one[key];
      }
      expect(await tallyOfPlayer(p.id)).toEqual(expected);
    }
  });

  it("takes a deleted game's picks out of its players' tallies and keeps their unlocks", async () => {
    const { p, game } = await hundredthPick();
    const admin = await t.deps.db.selectFrom('users').select('id').limit(1).executeTakeFirstOrThrow();
    await deleteGame(t.deps, admin.id, game.id);
    // The deleted game's pick is taken off; the 99 the tally remembers are left, as the pick path would leave them.
    expect((await tallyOfPlayer(p.id))?.picks).toBe(99);
    expect(await unlocksOf(t, p.id)).toContain('participation_award');
  });
});
