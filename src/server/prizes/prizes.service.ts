import { PERIOD_TIMEZONE } from '../../shared/constants';
import { localDay } from '../../shared/periods';
import type { Prize } from '../../shared/schemas/prizes';
import type { AppDeps } from '../deps';
import { findActivePrizeOfMonth } from './prizes.repo';

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
