import { PERIOD_TIMEZONE } from '../../../shared/constants';
import { localDay } from '../../../shared/periods';
import { ADMIN_MESSAGES, type CreatePrizeInput } from '../../../shared/schemas/admin';
import type { Prize } from '../../../shared/schemas/prizes';
import type { AppDeps } from '../../deps';
import { recordAdminAction } from '../../platform/audit/audit.service';
import { uniqueViolation } from '../../platform/db/client';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest, conflict, notFound } from '../../platform/errors';
import {
  deactivatePrize,
  deletePrize,
  findActivePrizeOfMonth,
  findPrize,
  insertPrize,
  listAllPrizes,
  lockActivePrizeOfMonth,
} from './prizes.repo';
import { prizeProblem, prizeTakenMessage } from './prizes.rules';

type PrizeRow = NonNullable<Awaited<ReturnType<typeof findActivePrizeOfMonth>>>;

export const toPrize = (row: PrizeRow): Prize => ({
  id: row.id,
  title: row.title,
  description: row.description,
  month: row.month,
  year: row.year,
  isActive: row.is_active,
});

/** This month's active prize (months run in New York time), or null. */
export async function currentPrize(deps: AppDeps): Promise<Prize | null> {
  const month = localDay(deps.clock(), PERIOD_TIMEZONE).date.slice(0, 7);
  const row = await findActivePrizeOfMonth(deps.db, month);
  return row ? toPrize(row) : null;
}

/** Every prize, newest month first. */
export async function listPrizes(deps: AppDeps): Promise<Prize[]> {
  return (await listAllPrizes(deps.db)).map(toPrize);
}

/**
 * A new active prize for a month of this year or next (New York); the year follows the month. A month has at
 * most one active prize: when it has one, the call is refused (409) unless `replace` makes the old one inactive.
 */
export async function createPrize(deps: AppDeps, adminId: number, input: CreatePrizeInput): Promise<Prize> {
  const now = deps.clock();
  const problem = prizeProblem(input, now);
  if (problem) throw badRequest(problem);
  const month = input.month.trim();
  try {
    return await inTransaction(deps.db, async (trx) => {
      const active = await lockActivePrizeOfMonth(trx, month);
      if (active && !input.replace) throw conflict(prizeTakenMessage(month, active.title));
      if (active) {
        await deactivatePrize(trx, active.id);
        await recordAdminAction(trx, {
          adminId,
          action: 'prize.deactivate',
          target: { kind: 'prize', id: active.id },
          before: toPrize(active),
          after: { ...toPrize(active), isActive: false },
        });
      }
      const row = await insertPrize(trx, {
        title: input.title.trim(),
        description: input.description,
        month,
        year: Number(month.slice(0, 4)),
        at: now,
      });
      const prize = toPrize(row);
      await recordAdminAction(trx, {
        adminId,
        action: 'prize.create',
        target: { kind: 'prize', id: prize.id },
        before: null,
        after: prize,
      });
      return prize;
    });
  } catch (error) {
    // Two creates for an empty month at once: the index keeps one; the other reads as the month being taken.
    if (uniqueViolation(error) === 'prizes_one_active_per_month') {
      const winner = await findActivePrizeOfMonth(deps.db, month);
      throw conflict(prizeTakenMessage(month, winner?.title ?? ''));
    }
    throw error;
  }
}

/** Deletes a prize; 404 when there is none of that id. */
export async function removePrize(deps: AppDeps, adminId: number, id: number): Promise<{ success: true }> {
  await inTransaction(deps.db, async (trx) => {
    const before = await findPrize(trx, id);
    if (!before || !(await deletePrize(trx, id))) throw notFound(ADMIN_MESSAGES.prizeNotFound);
    await recordAdminAction(trx, {
      adminId,
      action: 'prize.delete',
      target: { kind: 'prize', id },
      before: toPrize(before),
      after: null,
    });
  });
  return { success: true };
}
