import { ADMIN_MESSAGES, type CreatePrizeInput } from '../../shared/schemas/admin';
import type { Prize } from '../../shared/schemas/prizes';
import type { AppDeps } from '../deps';
import { badRequest, notFound } from '../errors';
import { toPrize } from '../prizes/prizes.service';
import { prizeProblem } from './admin.rules';
import { deletePrize, insertPrize, listAllPrizes } from './prizes.repo';

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

export async function removePrize(deps: AppDeps, id: number): Promise<{ success: true }> {
  if (!(await deletePrize(deps.db, id))) throw notFound(ADMIN_MESSAGES.prizeNotFound);
  return { success: true };
}
