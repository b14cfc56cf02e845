import type { Clock } from '../clock';
import { tooManyRequests } from '../errors';

export interface LimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitRules {
  loginPerIp: LimitRule;
  /** Failed password checks per account (sign-in by any of its names, a password change), and per typed name. */
  loginFailuresPerAccount: LimitRule;
  registerPerIp: LimitRule;
  usernameCheckPerIp: LimitRule;
  resetRequestPerIp: LimitRule;
  resetRequestPerAccount: LimitRule;
  /** Wrong league invite codes per address, and per account. */
  leagueCodesPerIp: LimitRule;
  leagueCodesPerAccount: LimitRule;
  /** "Send a test notification" per account: each press sends to every device of the player. */
  testPushesPerAccount: LimitRule;
  /** League chat messages per account, in all their leagues together. */
  chatMessagesPerAccount: LimitRule;
}

const MINUTE = 60_000;

/**
 * The key of an account in per-account limits: its id, however it was named (username or e-mail, any
 * case), so no spelling of it gets a budget of its own.
 */
export const accountKey = (userId: number) => `account:${userId}`;

/** The bucket of an account's failed password checks: sign-ins by any of its names and password changes. */
export const LOGIN_ACCOUNT = 'login-account';

/** The key of a typed name that names no account: as the lookups compare it (NFKC, lower case). */
export const typedNameKey = (name: string) => `typed:${name.trim().normalize('NFKC').toLowerCase()}`;

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { max: 10, windowMs: 60 * MINUTE },
  usernameCheckPerIp: { max: 120, windowMs: MINUTE },
  resetRequestPerIp: { max: 10, windowMs: 15 * MINUTE },
  resetRequestPerAccount: { max: 3, windowMs: 60 * MINUTE },
  leagueCodesPerIp: { max: 20, windowMs: 60 * MINUTE },
  leagueCodesPerAccount: { max: 20, windowMs: 60 * MINUTE },
  testPushesPerAccount: { max: 5, windowMs: 10 * MINUTE },
  chatMessagesPerAccount: { max: 10, windowMs: MINUTE / 2 },
};

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * One hit counted ahead of the work it limits: refused, or taken, with `refund` to give it back once the
 * attempt turns out not to count.
 */
export type Reservation = { ok: true; refund: () => void } | { ok: false; retryAfterSeconds: number };

/** A budget one attempt spends from: its bucket, its key and its rule. */
export type Budget = readonly [bucket: string, key: string, rule: LimitRule];

/** What spending from a window left: whether it was allowed, what remains, and when the window ends. */
export interface Spent {
  ok: boolean;
  remaining: number;
  resetSeconds: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters kept in memory, one per (bucket, key). Each instance counts on its own; with
 * several instances behind a balancer the effective limit is per instance (see docs/decisions).
 *
 * There is no "would one more be allowed?" without counting it: a caller that asked, awaited a lookup or a
 * password check, then counted, let every attempt fired at once through the question before any was counted
 * (40 invite codes at once had 34 looked up against a budget of 20). An attempt reserves its place first and
 * refunds it when it turns out not to count.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly clock: Clock) {}

  /**
   * Counts one hit now, before the work it limits, and tells whether it was within the limit; concurrent
   * attempts each take a place, so no more than `max` of them get through a window. `refund` gives the place
   * back (a right invite code): once at most, and only to the window it was taken from.
   */
  reserve(bucket: string, key: string, rule: LimitRule): Reservation {
    const now = this.clock().getTime();
    const window = this.windowOf(`${bucket}\u0000${key}`, rule, now);
    if (window.count >= rule.max) {
      return { ok: false, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    }
    window.count += 1;
    let held = true;
    // A window that ended or was reset is no longer in the map: the refund then changes nothing anyone counts.
    const refund = () => {
      if (held) window.count -= 1;
      held = false;
    };
    return { ok: true, refund };
  }

  /**
   * Reserves one hit in each budget, all or none: when one is spent, the places already taken are given back
   * and its refusal is the answer. `refund` gives every place back.
   */
  reserveAll(budgets: readonly Budget[]): Reservation {
    const taken: (() => void)[] = [];
    for (const [bucket, key, rule] of budgets) {
      const reservation = this.reserve(bucket, key, rule);
      if (!reservation.ok) {
        for (const refund of taken) refund();
        return reservation;
      }
      taken.push(reservation.refund);
    }
    const refund = () => {
      for (const giveBack of taken) giveBack();
    };
    return { ok: true, refund };
  }

  /** Counts one hit and tells whether it was within the limit (a reservation never given back). */
  consume(bucket: string, key: string, rule: LimitRule): LimitVerdict {
    const reservation = this.reserve(bucket, key, rule);
    return reservation.ok ? { ok: true } : reservation;
  }

  /**
   * Counts `cost` hits at once (a batch of calls is one request of several calls). Past the limit none of
   * them counts, as with `consume`.
   */
  spend(bucket: string, key: string, rule: LimitRule, cost: number): Spent {
    const now = this.clock().getTime();
    const window = this.windowOf(`${bucket}\u0000${key}`, rule, now);
    const resetSeconds = Math.ceil((window.resetAt - now) / 1000);
    if (window.count + cost > rule.max)
      return { ok: false, remaining: rule.max - window.count, resetSeconds };
    window.count += cost;
    return { ok: true, remaining: rule.max - window.count, resetSeconds };
  }

  reset(bucket: string, key: string): void {
    this.windows.delete(`${bucket}\u0000${key}`);
  }

  /** The key's current window, a fresh one when there is none or it has ended. */
  private windowOf(id: string, rule: LimitRule, now: number): Window {
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(id, window);
    }
    return window;
  }

  private sweep(now: number): void {
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}

/** The words a caller over the per-address budget of calls reads. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  // Whole phrases, not a plural 's' added on, so the Spanish catalogue can translate the wait (ADR 0047).
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const seconds = Math.max(1, retryAfterSeconds);
  const wait =
    retryAfterSeconds >= 60
      ? minutes === 1
        ? '1 minute'
        : `${minutes} minutes`
      : seconds <= 1
        ? '1 second'
        : `${seconds} seconds`;
  return `Too many requests. Please wait ${wait} and try again.`;
}

/** The words a throttled caller reads. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/**
 * Refuses a call past its budget: a 429 whose words and Retry-After say how long to wait. After it, the verdict
 * is the allowed one (a reservation's refund is at hand).
 */
export function refuseOverBudget<V extends { ok: true } | { ok: false; retryAfterSeconds: number }>(
  verdict: V,
): asserts verdict is Extract<V, { ok: true }> {
  if (!verdict.ok)
    throw tooManyRequests(tooManyAttemptsMessage(verdict.retryAfterSeconds), verdict.retryAfterSeconds);
}
