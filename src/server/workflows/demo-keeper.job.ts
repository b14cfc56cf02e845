import { localDay } from '../../shared/periods';
import { gameUpdated } from '../kernel/domain-events';
import { DEMO_ZONE, isKeeperDue, type KeeperRun } from '../modules/sports-feed/demo/demo-keeper.rules';
import type { Clock } from '../platform/clock';
import type { ScheduledJob } from '../platform/scheduler/scheduler';
import { keepDemoSlate } from './demo-keeper.service';

/**
 * The demo keeper as a scheduler job (main.ts adds it only with the demo feed): asked every tick, it looks
 * every KEEPER_EVERY_MS and whenever the day changes, and adds what planDemoGames asks for inside the
 * tick's transaction, under the scheduler's lock. The new games are pushed once the tick commits.
 */
export function demoKeeperJob(clock: Clock): ScheduledJob {
  let last: KeeperRun | null = null;
  return {
    name: 'demoKeeper',
    async run(trx, events) {
      const now = clock();
      if (!isKeeperDue(last, now)) return null;
      const added = await keepDemoSlate(trx, now);
      last = { at: now, day: localDay(now, DEMO_ZONE).date };
      events?.add(...added.map(gameUpdated));
      return added;
    },
  };
}
