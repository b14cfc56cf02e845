import { PERIOD_TIMEZONE } from '../../shared/constants';
import { localDay } from '../../shared/periods';
import { ADMIN_MESSAGES, type CreatePrizeInput } from '../../shared/schemas/admin';
import type { Prize } from '../../shared/schemas/prizes';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { deletePrize, findActivePrizeOfMonth, insertPrize, listAllPrizes } from './prizes.repo';
import { prizeProblem } from './prizes.rules';

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

/** A new active prize for a month of this year or next (New York); the year follows the month. */
export async function createPrize(deps: AppDeps, input: CreatePrizeInput): Promise<Prize> {
  const now = deps.clock();
  const problem = prizeProblem(input, now);
  if (problem) throw badRequest(problem);
  const month = input.month.trim();
  const row = await insertPrize(deps.db, {
    title: input.title.trim(),
    description: input.description,
    month,
    year: Number(month.slice(0, 4)),
    at: now,
  });
  return toPrize(row);
}

/** Deletes a prize; 404 when there is none of that id. */
export async function removePrize(deps: AppDeps, id: number): Promise<{ success: true }> {
  if (!(await deletePrize(deps.db, id))) throw notFound(ADMIN_MESSAGES.prizeNotFound);
  return { success: true };
}
