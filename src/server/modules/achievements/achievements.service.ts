import { LIMITS } from '../../../shared/achievement-limits';
import { ACHIEVEMENT_BY_TYPE, type AchievementType, isAchievementType } from '../../../shared/achievements';
import type {
  NewUnlock,
  ShareAchievementInput,
  UnlockedAchievement,
} from '../../../shared/schemas/achievements';
import type { AppDeps } from '../../deps';
import { unlockEvents } from '../../kernel/domain-events';
import type { DB } from '../../platform/db/client';
import type { UserRow } from '../../platform/db/schema';
import { inTransaction } from '../../platform/db/transaction';
import { forbidden } from '../../platform/errors';
import { gradedHistories } from '../grading/recompute.service';
import { notifyUnlocked } from '../notifications/notifications.service';
import {
  boardStandouts,
  countShares,
  hasUnlock,
  insertShare,
  insertUnlocks,
  listUnlocks,
} from './achievements.repo';
import {
  type Earned,
  earnedByTallyStep,
  earnedFromHistory,
  earnedFromShares,
  earnedFromTally,
  missing,
  monthKey,
  monthly,
  NO_PICKS,
  type PickTally,
} from './achievements.rules';
import { boardDays, earnedFromBoard } from './board.rules';
import { addToTallies, addToTally, findTally, recountTallies, subtractGame } from './pick-tallies.repo';

export const ACHIEVEMENT_MESSAGES = {
  locked: 'You can only share an achievement you have unlocked',
} as const;

/** Players whose graded history is read at once when an awarding judges histories (recomputed players). */
export const HISTORY_BATCH = 500;

const toNewUnlock = (row: {
  user_id: number;
  type: string;
  period: string;
  unlocked_at: Date;
}): NewUnlock => ({
  userId: row.user_id,
  type: row.type as AchievementType,
  period: row.period,
  unlockedAt: row.unlocked_at.toISOString(),
});

const NONE_HELD: ReadonlySet<string> = new Set();

/** Inserts what the users earned and do not hold yet; the unique key makes a concurrent double harmless. */
async function award(db: DB, earnedByUser: ReadonlyMap<number, Earned[]>, now: Date): Promise<NewUnlock[]> {
  // What they hold already is left out by the insert itself: one statement, rather than reading every judged
  // player's unlocks here first.
  const rows = [...earnedByUser].flatMap(([userId, earned]) =>
    missing(earned, NONE_HELD).map((e) => ({ userId, ...e })),
  );
  if (rows.length === 0) return [];
  return inTransaction(db, (trx) => unlockWithNotifications(trx, rows, now));
}

/** Inserts the unlocks and their notifications in `trx`: they commit together. */
async function unlockWithNotifications(
  trx: DB,
  rows: Parameters<typeof insertUnlocks>[1],
  now: Date,
): Promise<NewUnlock[]> {
  const unlocked = (await insertUnlocks(trx, rows, now)).map(toNewUnlock);
  await notifyUnlocked(trx, unlocked);
  return unlocked;
}

/**
 * In a pick's transaction: adds the pick (or a change's difference, `delta`) to the player's tally and unlocks, in
 * the same commit, what the tally reaches now and did not before. One statement for any history length; the
 * caller announces the unlocks after the commit.
 */
export async function countPickWithin(
  trx: DB,
  userId: number,
  delta: PickTally,
  now: Date,
): Promise<NewUnlock[]> {
  const after = await addToTally(trx, userId, delta);
  return unlockTallySteps(trx, [{ userId, delta, after }], now);
}

/**
 * In a batch of new picks' transaction (ADR 0035): countPickWithin for many picks of many players, in one
 * statement for the tallies and one for what they unlock. A player's picks in the batch count together, as
 * one step of their tally: what it reaches now and did not before is unlocked once.
 */
export async function countPicksWithin(
  trx: DB,
  picks: readonly { userId: number; tally: PickTally }[],
  now: Date,
): Promise<NewUnlock[]> {
  const byUser = new Map<number, PickTally>();
  for (const { userId, tally } of picks) {
    const sum = byUser.get(userId) ?? { ...NO_PICKS };
    for (const k of TALLY_KEYS) sum[k] += tally[k];
    byUser.set(userId, sum);
  }
  const afters = await addToTallies(
    trx,
    [...byUser].sort(([a], [b]) => a - b).map(([userId, delta]) => ({ userId, delta })),
  );
  return unlockTallySteps(
    trx,
    afters.map(({ user_id: userId, ...after }) => ({ userId, delta: byUser.get(userId) ?? NO_PICKS, after })),
    now,
  );
}

const TALLY_KEYS = Object.keys(NO_PICKS) as (keyof PickTally)[];

/**
 * Unlocks, with their notifications and in the caller's transaction, what each player's tally reaches after
 * `delta` was added (`after`) and did not before; the caller announces them after the commit.
 */
async function unlockTallySteps(
  trx: DB,
  steps: readonly { userId: number; delta: PickTally; after: PickTally }[],
  now: Date,
): Promise<NewUnlock[]> {
  const earned = steps.flatMap(({ userId, delta, after }) => {
    const before = Object.fromEntries(
      TALLY_KEYS.map((k) => [k, after[k] - delta[k]]),
    ) as unknown as PickTally;
    return earnedByTallyStep(before, after).map((e) => ({ userId, ...e }));
  });
  return earned.length === 0 ? [] : unlockWithNotifications(trx, earned, now);
}

/** Counts some players' tallies again from their picks (histories written directly: the demo's). */
export function recountPickTallies(db: DB, userIds: readonly number[]): Promise<void> {
  return recountTallies(db, userIds);
}

/** Takes a game's picks off their players' tallies, before the game is deleted (its unlocks stay). */
export function uncountPicksOfGame(db: DB, gameId: number): Promise<void> {
  return subtractGame(db, gameId);
}

/** Awards whatever a player's tally reaches that they do not hold (the demo's seeded histories). */
export async function awardAfterPick(db: DB, userId: number, now: Date): Promise<NewUnlock[]> {
  const tally = await findTally(db, userId);
  if (!tally) return [];
  return award(db, new Map([[userId, earnedFromTally(tally)]]), now);
}

/**
 * Awards what a grading earned, for the users it touched; runs after the grading commits (grading stays fast).
 * The in-place grading already decided, player by player, what each appended pick earned (`earned`: types, no
 * history read); only players it recomputed whole (`historyUserIds`: late gradings, corrections, hand grades) are
 * judged again from their graded history. Every touched player's place on the week's board is judged. `gameTime`
 * (the graded game's start) picks the week board and the month of the monthly ones, so a Sunday game graded after
 * midnight still counts for its own week.
 */
export async function awardAfterGrading(
  db: DB,
  touched: {
    userIds: Iterable<number>;
    /** A graded game whose players are touched too (GradeResult's `game`). */
    ofGame?: number;
    earned?: readonly { userId: number; type: string; month?: string }[];
    historyUserIds?: Iterable<number>;
  },
  now: Date,
  gameTime: Date = now,
): Promise<NewUnlock[]> {
  const ids = [...new Set(touched.userIds)].sort((a, b) => a - b);
  const fromHistory = new Set(touched.historyUserIds ?? ids);
  const month = monthKey(gameTime);
  const decided = new Map<number, Earned[]>();
  for (const { userId, type, month: earnedIn } of touched.earned ?? []) {
    if (!isAchievementType(type)) continue;
    const list = decided.get(userId) ?? [];
    list.push(monthly(type, earnedIn ?? month));
    decided.set(userId, list);
  }
  // The board is ranked once for everyone; only the few who stand out on it are judged further.
  const { week, dayBefore } = boardDays(gameTime);
  const standouts = await boardStandouts(db, {
    week,
    dayBefore,
    userIds: ids,
    ...(touched.ofGame === undefined ? {} : { ofGame: touched.ofGame }),
    podium: LIMITS.podiumRank,
    jump: LIMITS.darkHorseJump,
  });
  const onBoard = new Map(
    standouts.map((r) => [
      r.user_id,
      earnedFromBoard({ at: gameTime, rank: Number(r.rank), rankDayBefore: r.before }),
    ]),
  );
  const judged = [...new Set([...fromHistory, ...decided.keys(), ...onBoard.keys()])].sort((a, b) => a - b);
  const earned = new Map<number, Earned[]>();
  for (const userId of judged)
    earned.set(userId, [...(decided.get(userId) ?? []), ...(onBoard.get(userId) ?? [])]);
  // Histories are read a batch of players at a time, each judged and let go before the next is read.
  const readHistories = [...fromHistory].sort((a, b) => a - b);
  for (let i = 0; i < readHistories.length; i += HISTORY_BATCH) {
    const histories = await gradedHistories(db, readHistories.slice(i, i + HISTORY_BATCH));
    for (const [userId, history] of histories) earned.get(userId)?.push(...earnedFromHistory(history));
  }
  // Then one awarding for everyone: a 100,000-pick game's 30,000 unlocks in one insert (in 58 rounds of three
  // statements they took 0.8-1.0 s of its awarding at 1,000,000 players; ADR 0041).
  return award(db, earned, now);
}

/** Records a share of one of the player's unlocked achievements; three shares earn social_butterfly. */
export async function share(
  deps: AppDeps,
  user: UserRow,
  input: ShareAchievementInput,
): Promise<NewUnlock[]> {
  if (!(await hasUnlock(deps.db, user.id, input.type))) throw forbidden(ACHIEVEMENT_MESSAGES.locked);
  const now = deps.clock();
  await insertShare(deps.db, {
    userId: user.id,
    type: input.type,
    platform: input.platform ?? null,
    at: now,
  });
  const shares = await countShares(deps.db, user.id);
  const unlocked = await award(deps.db, new Map([[user.id, earnedFromShares(shares)]]), now);
  await deps.events.publish(unlockEvents(unlocked));
  return unlocked;
}

/** The player's unlocks with their catalogue entries, newest first (monthly ones once per month). */
export async function myAchievements(deps: AppDeps, user: UserRow): Promise<UnlockedAchievement[]> {
  const rows = await listUnlocks(deps.db, user.id);
  return rows.flatMap((row) => {
    // A type retired from the catalogue stays in the table but is no longer shown.
    if (!isAchievementType(row.type)) return [];
    const { id: _type, ...entry } = ACHIEVEMENT_BY_TYPE[row.type];
    return [
      {
        ...entry,
        id: row.id,
        userId: row.user_id,
        unlockedAt: row.unlocked_at.toISOString(),
        period: row.period,
      },
    ];
  });
}

/** Whether the player has unlocked an achievement (its share card shows only then). */
export const hasUnlocked = (deps: Pick<AppDeps, 'db'>, userId: number, type: string) =>
  hasUnlock(deps.db, userId, type);
