import type { AppDeps } from '../deps';
import { gameUpdated } from '../kernel/domain-events';
import { addFeedGames, showFinalClock } from '../modules/games/game-record.service';
import { staleBefore } from '../modules/games/live-scores.rules';
import { overdueDemoFinals, planDemoRows } from '../modules/sports-feed/demo/demo-slate.service';
import type { DB } from '../platform/db/client';
import { holdSchedulerLock } from '../platform/scheduler/scheduler';
import { completeGame } from './score-entry.service';

// The live demo's keeper: it spans the demo feed (what to add, what finished), the games module (adding them) and
// score entry (grading the finals nobody followed).

/** Adds the planned demo games in the caller's transaction; returns the ids of the games it added. */
export async function keepDemoSlate(db: DB, now: Date): Promise<number[]> {
  const planned = await planDemoRows(db, now);
  return addFeedGames(
    db,
    planned.map((p) => p.row),
  );
}

/**
 * Completes the demo games the live poller no longer follows (started more than 3 days ago and still not
 * completed: the demo was not running meanwhile), with the simulation's final, through completeGame, so
 * their picks are graded like any other. Games of the last 3 days are left to the poller.
 */
export async function settleOverdueDemoGames(deps: AppDeps): Promise<number[]> {
  const now = deps.clock();
  const settled: number[] = [];
  for (const { id, final } of await overdueDemoFinals(deps.db, staleBefore(now), now)) {
    if (!final || final.homeScore === null || final.awayScore === null) continue;
    await completeGame(deps, id, {
      homeScore: final.homeScore,
      awayScore: final.awayScore,
      winner: final.winner ?? 'push',
    });
    await showFinalClock(deps.db, id, final.period);
    await deps.events.publish([gameUpdated(id)]);
    settled.push(id);
  }
  return settled;
}

/** At start (demo feed on): settles what the poller gave up on, then fills today and tomorrow. */
export async function prepareDemoGames(deps: AppDeps): Promise<{ settled: number; added: number }> {
  const settled = await settleOverdueDemoGames(deps);
  const now = deps.clock();
  const added = await deps.db.transaction().execute(async (trx) => {
    await holdSchedulerLock(trx);
    return keepDemoSlate(trx, now);
  });
  await deps.events.publish(added.map(gameUpdated));
  return { settled: settled.length, added: added.length };
}
