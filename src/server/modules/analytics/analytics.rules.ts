/** $20 per premium user per month; the projection assumes 15% of all users convert (admin.md 9). */
export const PREMIUM_PRICE_USD = 20;
export const PROJECTED_CONVERSION = 0.15;
export const CHAMPION_MIN_PICKS = 10;
export const ACTIVE_WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const ACTIVE_DAY_MS = 24 * 60 * 60 * 1000;

/** The instants that open the "last 7 days" and "last 24 hours" windows. */
export function activityWindows(now: Date): { weekStart: Date; dayStart: Date } {
  return {
    weekStart: new Date(now.getTime() - ACTIVE_WEEK_MS),
    dayStart: new Date(now.getTime() - ACTIVE_DAY_MS),
  };
}

/** Premium share of all users as a whole percent; 0 with no users. */
export function conversionPercent(premium: number, total: number): number {
  return total > 0 ? Math.round((100 * premium) / total) : 0;
}

/** Monthly revenue now (premium x $20) and at 15% conversion (users x $20 x 0.15), in whole cents' dollars. */
export function revenue(premium: number, total: number): { current: number; projected: number } {
  return {
    current: premium * PREMIUM_PRICE_USD,
    projected: Math.round(total * PREMIUM_PRICE_USD * PROJECTED_CONVERSION * 100) / 100,
  };
}
