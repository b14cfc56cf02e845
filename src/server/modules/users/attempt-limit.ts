import type { AppDeps } from '../../deps';
import { type LimitRule, refuseOverBudget } from '../../platform/limits/rate-limit';

/** Spends one attempt of a sign-in budget; past it, a 429 that says how long to wait. */
export function spendAttempt(
  deps: Pick<AppDeps, 'limiter'>,
  bucket: string,
  key: string,
  rule: LimitRule,
): void {
  const verdict = deps.limiter.consume(bucket, key, rule);
  refuseOverBudget(verdict);
}
