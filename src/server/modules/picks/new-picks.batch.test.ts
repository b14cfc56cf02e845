import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeGame, matchup, sportBeforeAll } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { playerRow } from '../../../../tests/support/users';
import { createPick, NEW_PICK_BATCH } from '../../workflows/new-picks';
import { PICK_MESSAGES } from './picks.rules';

// Group commit (ADR 0035): calls of createPick made in one turn of the event loop go to the database as one
// batch, one transaction. Each must be answered exactly as if it had been made alone, in arrival order, and
// what was acknowledged must be stored, nothing else. All picks of one transaction carry its clock, so an
// equal `pickedAt` shows they went in one batch.

const t = sharedTestApp();
const sport = sportBeforeAll(t, undefined, 10);

let counter = 0;
const game = (startsInMinutes = 600) => {
  const i = (counter++ % 5) * 2;
  return makeGame(t.deps.db, { ...matchup(sport, i), startsInMinutes });
};
const games = (n: number) => Promise.all(Array.from({ length: n }, () => game()));

const player = (tier: 'free' | 'premium') => playerRow(t, tier);

const settle = <T>(calls: Promise<T>[]) => Promise.allSettled(calls);
const refusedWith = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected'
    ? { code: (r.reason as TRPCError).code, message: (r.reason as Error).message }
    : 'ok';

async function storedPicks(userIds: number[]) {
  return t.deps.db
    .selectFrom('picks')
    .select(['id', 'user_id', 'game_id', 'selected_team_id'])
    .where('user_id', 'in', userIds)
    .orderBy('id')
    .execute();
}

describe('a batch of new picks', () => {
  it('stores every pick of many players made at once, each answered with its own pick and count', async () => {
    const slate = await games(3);
    const players = await Promise.all(
      Array.from({ length: 20 }, (_, i) => player(i % 2 ? 'free' : 'premium')),
    );
    const calls = players.flatMap((p) =>
      slate.map((g) => ({
        p,
        g,
        call: createPick(t.deps, p, { gameId: g.id, selectedTeamId: g.away_team_id }),
      })),
    );
    expect(calls.length).toBeLessThanOrEqual(NEW_PICK_BATCH.maxBatch);
    const answers = await Promise.all(calls.map((c) => c.call));
    for (const [k, { p, g }] of calls.entries()) {
      const a = answers[k]!;
      expect(a.pick).toMatchObject({ gameId: g.id, selectedTeamId: g.away_team_id, result: null });
      expect(a.dailyPickCount).toBe(slate.indexOf(g) + 1);
      expect(a.maxDailyPicks).toBe(p.subscription_tier === 'free' ? 3 : null);
    }
    expect(new Set(answers.map((a) => a.pick.pickedAt)).size).toBe(1);
    const stored = await storedPicks(players.map((p) => p.id));
    expect(stored.map((s) => s.id).sort()).toEqual(answers.map((a) => a.pick.id).sort());
    const tallies = await sql<{ user_id: number; picks: number }>`
      select user_id, picks from pick_tallies where user_id in (${sql.join(players.map((p) => p.id))})`.execute(
      t.deps.db,
    );
    expect(tallies.rows.map((r) => r.picks)).toEqual(players.map(() => 3));
  });

  it('counts one free player’s picks in a batch against the cap in arrival order: the fourth on is refused', async () => {
    const slate = await games(6);
    const p = await player('free');
    const results = await settle(
      slate.map((g) => createPick(t.deps, p, { gameId: g.id, selectedTeamId: g.home_team_id })),
    );
    expect(results.map(refusedWith).slice(3)).toEqual(
      Array(3).fill({ code: 'FORBIDDEN', message: PICK_MESSAGES.dailyLimit(3) }),
    );
    const made = results.slice(0, 3).map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    expect(made.map((m) => m?.dailyPickCount)).toEqual([1, 2, 3]);
    const stored = await storedPicks([p.id]);
    expect(stored.map((s) => s.game_id)).toEqual(slate.slice(0, 3).map((g) => g.id));
    // The next batch sees the three stored ones.
    await expect(
      createPick(t.deps, p, { gameId: slate[5]!.id, selectedTeamId: slate[5]!.home_team_id }),
    ).rejects.toThrow(PICK_MESSAGES.dailyLimit(3));
  });

  it('answers the second pick of one game in a batch as already picked, and stores the first', async () => {
    const g = await game();
    const p = await player('premium');
    const results = await settle([
      createPick(t.deps, p, { gameId: g.id, selectedTeamId: g.home_team_id }),
      createPick(t.deps, p, { gameId: g.id, selectedTeamId: g.away_team_id }),
    ]);
    expect(results.map(refusedWith)).toEqual([
      'ok',
      { code: 'CONFLICT', message: PICK_MESSAGES.alreadyPicked },
    ]);
    const stored = await storedPicks([p.id]);
    expect(stored).toMatchObject([{ game_id: g.id, selected_team_id: g.home_team_id }]);
  });

  it('answers a refusal to its caller only: the batch’s other picks are stored', async () => {
    const [open, other] = await games(2);
    const started = await game(-5);
    const [ann, bob] = await Promise.all([player('premium'), player('free')]);
    const results = await settle([
      createPick(t.deps, ann, { gameId: open!.id, selectedTeamId: open!.home_team_id }),
      createPick(t.deps, ann, { gameId: started.id, selectedTeamId: started.home_team_id }),
      createPick(t.deps, bob, { gameId: 2_000_000_000, selectedTeamId: open!.home_team_id }),
      createPick(t.deps, bob, { gameId: open!.id, selectedTeamId: other!.home_team_id }),
      createPick(t.deps, bob, { gameId: other!.id, selectedTeamId: other!.away_team_id }),
    ]);
    expect(results.map(refusedWith)).toEqual([
      'ok',
      { code: 'BAD_REQUEST', message: PICK_MESSAGES.started },
      { code: 'NOT_FOUND', message: PICK_MESSAGES.gameNotFound },
      { code: 'BAD_REQUEST', message: PICK_MESSAGES.wrongTeam },
      'ok',
    ]);
    const bobs = results[4]!.status === 'fulfilled' ? results[4]!.value : undefined;
    expect(bobs?.dailyPickCount).toBe(1);
    const stored = await storedPicks([ann.id, bob.id]);
    expect(stored.map((s) => [s.user_id, s.game_id])).toEqual([
      [ann.id, open!.id],
      [bob.id, other!.id],
    ]);
  });

  it('fails every caller of a batch the database refuses, stores none of it, and the next batch works', async () => {
    const slate = await games(3);
    const players = await Promise.all([player('premium'), player('free')]);
    const calls = players.flatMap((p) =>
      slate.map((g) => createPick(t.deps, p, { gameId: g.id, selectedTeamId: g.home_team_id })),
    );
    // A game id beyond PostgreSQL's integer makes the batch's first statement fail: not a rule's refusal.
    const bad = createPick(t.deps, players[0]!, { gameId: 2 ** 31, selectedTeamId: 1 });
    const results = await settle([...calls, bad]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    for (const r of results) expect((r as PromiseRejectedResult).reason).not.toBeInstanceOf(TRPCError);
    expect(await storedPicks(players.map((p) => p.id))).toEqual([]);
    const again = await Promise.all(
      players.map((p) =>
        createPick(t.deps, p, { gameId: slate[0]!.id, selectedTeamId: slate[0]!.home_team_id }),
      ),
    );
    expect(again.map((a) => a.dailyPickCount)).toEqual([1, 1]);
    expect((await storedPicks(players.map((p) => p.id))).map((s) => s.id)).toEqual(
      again.map((a) => a.pick.id),
    );
  });
});
