import { describe, expect, it } from 'vitest';
import { moveGame, openGame, pick, player } from '../../../tests/support/achievements';
import { call, signedInAdmin } from '../../../tests/support/calls';
import { oneEventAPick } from '../../../tests/support/events/one-event-a-pick';
import { makeSport } from '../../../tests/support/games';
import { settleEffects, sharedTestApp } from '../../../tests/support/test-app';
import type { BusEvent } from '../kernel/events';

// A server's worker: in the background, and here woken by nothing but the test (no poll in reach).
const t = sharedTestApp({ effects: { inline: false, pollMs: 3_600_000 } });
const admin = signedInAdmin(t);

const unlocksOf = (userId: number) =>
  t.deps.db.selectFrom('achievement_unlocks').select('type').where('user_id', '=', userId).execute();
const waitingKinds = async () =>
  (await t.deps.db.selectFrom('effect_jobs').select('kind').orderBy('id').execute()).map((j) => j.kind);

/** The score entry with the worker asleep through the call, so what is true at the answer is the grading alone. */
async function scoreAsleep(gameId: number, score: { homeScore: number; awayScore: number; winner: string }) {
  const worker = t.deps.effects as { wake(): void } | undefined;
  const wake = worker?.wake;
  if (worker) worker.wake = () => {};
  try {
    return await call(t, admin.cookie, 'PUT', `/api/admin/games/${gameId}/score`, score);
  } finally {
    if (worker && wake) worker.wake = wake;
  }
}

describe("the admin's score entry", () => {
  it('answers once the grading commits; the awarding and the live events follow as effects of that commit', async () => {
    await t.deps.effects?.drain();
    const sport = await makeSport(t.deps.db);
    const fan = await player(t);
    const game = await openGame(t, sport);
    await pick(t, fan, game.id, game.home_team_id);
    await moveGame(t, game.id, new Date(t.clock.now().getTime() - 3 * 3_600_000));
    const heard: BusEvent[] = [];
    const unsubscribe = t.deps.events.subscribe((e) => heard.push(e));
    const res = await scoreAsleep(game.id, { homeScore: 3, awayScore: 1, winner: 'home' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: game.id, status: 'completed', homeScore: 3, awayScore: 1 });
    // Graded and committed; nothing awarded or announced yet, and both recorded to follow.
    const graded = await t.deps.db
      .selectFrom('standings')
      .select(['total_wins', 'current_streak'])
      .where('user_id', '=', fan.id)
      .executeTakeFirstOrThrow();
    expect(graded).toEqual({ total_wins: 1, current_streak: 1 });
    expect(await unlocksOf(fan.id)).toEqual([]);
    expect(oneEventAPick(heard).filter((e) => e.type === 'pick.graded')).toEqual([]);
    expect(await waitingKinds()).toEqual(['grading.events', 'achievements.grading']);

    await settleEffects(t.deps);
    expect((await unlocksOf(fan.id)).map((u) => u.type)).toContain('rookie_star');
    expect(oneEventAPick(heard).filter((e) => e.type === 'pick.graded' && e.userId === fan.id)).toHaveLength(
      1,
    );
    expect(heard.filter((e) => e.type === 'achievement.unlocked' && e.achievement === 'rookie_star')).toEqual(
      [{ type: 'achievement.unlocked', userId: fan.id, achievement: 'rookie_star', period: '' }],
    );
    expect(await waitingKinds()).toEqual([]);
    // Nothing repeats: another pass finds nothing to do.
    expect(await settleEffects(t.deps)).toEqual({ done: 0, failed: 0 });
    unsubscribe();
  });

  it('records no awarding for a game nobody picked: only its live events follow', async () => {
    await settleEffects(t.deps);
    const sport = await makeSport(t.deps.db);
    const game = await openGame(t, sport);
    await moveGame(t, game.id, new Date(t.clock.now().getTime() - 3 * 3_600_000));
    const res = await scoreAsleep(game.id, { homeScore: 0, awayScore: 2, winner: 'away' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await waitingKinds()).toEqual(['grading.events']);
    await settleEffects(t.deps);
  });
});
