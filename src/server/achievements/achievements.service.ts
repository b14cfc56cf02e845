import { ACHIEVEMENT_BY_TYPE, type AchievementType, isAchievementType } from '../../shared/achievements';
import type {
  NewUnlock,
  ShareAchievementInput,
  UnlockedAchievement,
} from '../../shared/schemas/achievements';
import type { DB } from '../db/client';
import type { UserRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { AppDeps } from '../deps';
import { forbidden } from '../errors';
import { unlockEvents } from '../events/domain-events';
import { gradedHistories } from '../grading/recompute.service';
import { weekRanks } from '../leaderboard/leaderboard.service';
import { notifyUnlocked } from '../notifications/notifications.service';
import {
  countShares,
  findPickFacts,
  hasUnlock,
  heldUnlocks,
  insertShare,
  insertUnlocks,
  listUnlocks,
  snapshotRanks,
} from './achievements.repo';
import {
  type Earned,
  earnedFromHistory,
  earnedFromPicks,
  earnedFromShares,
  type GradedPickFact,
  missing,
  unlockKey,
} from './achievements.rules';
import { boardDays, earnedFromBoard } from './board.rules';

export const ACHIEVEMENT_MESSAGES = {
  locked: 'You can only share an achievement you have unlocked',
} as const;

/** Users per awarding batch: one read of their records, one of their unlocks, one insert. */
export const AWARD_BATCH = 500;

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

/** Inserts what the users earned and do not hold yet; the unique key makes a concurrent double harmless. */
async function award(db: DB, earnedByUser: ReadonlyMap<number, Earned[]>, now: Date): Promise<NewUnlock[]> {
  const userIds = [...earnedByUser.keys()];
  const held = new Map<number, Set<string>>(userIds.map((id) => [id, new Set()]));
  for (const row of await heldUnlocks(db, userIds)) held.get(row.user_id)?.add(unlockKey(row));
  const rows = [...earnedByUser].flatMap(([userId, earned]) =>
    missing(earned, held.get(userId) ?? new Set()).map((e) => ({ userId, ...e })),
  );
  if (rows.length === 0) return [];
  // The unlocks and their notifications commit together.
  return inTransaction(db, async (trx) => {
    const unlocked = (await insertUnlocks(trx, rows, now)).map(toNewUnlock);
    await notifyUnlocked(trx, unlocked);
    return unlocked;
  });
}

/** Awards what a player's picks (times, underdogs, count) earn; call after the pick's transaction commits. */
export async function awardAfterPick(db: DB, userId: number, now: Date): Promise<NewUnlock[]> {
  const facts = await findPickFacts(db, userId);
  if (!facts) return [];
  const picks = facts.picks.map((p) => ({ pickedAt: p.picked_at, isUnderdog: p.is_underdog }));
  return award(db, new Map([[userId, earnedFromPicks(picks, facts.timezone)]]), now);
}

/**
 * Awards what graded records and the weekly board earn, for the users a grading touched; call after the
 * grading commits (grading stays fast). `gameTime` (the graded game's start) picks the week board and the
 * month of weekly_champion, so a Sunday game graded after midnight still counts for its own week.
 */
export async function awardAfterGrading(
  db: DB,
  userIds: Iterable<number>,
  now: Date,
  gameTime: Date = now,
): Promise<NewUnlock[]> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const { week, dayBefore } = boardDays(gameTime);
  const unlocked: NewUnlock[] = [];
  for (let i = 0; i < ids.length; i += AWARD_BATCH) {
    const batch = ids.slice(i, i + AWARD_BATCH);
    const histories: Map<number, GradedPickFact[]> = await gradedHistories(db, batch);
    const ranks = new Map((await weekRanks(db, week, batch)).map((r) => [r.user_id, r.rank]));
    const before = dayBefore ? await snapshotRanks(db, dayBefore, batch) : [];
    const ranksBefore = new Map(before.map((r) => [r.user_id, r.rank]));
    const earned = new Map<number, Earned[]>();
    for (const [userId, history] of histories) {
      const board = {
        at: gameTime,
        rank: ranks.get(userId) ?? null,
        rankDayBefore: ranksBefore.get(userId) ?? null,
      };
      earned.set(userId, [...earnedFromHistory(history), ...earnedFromBoard(board)]);
    }
    unlocked.push(...(await award(db, earned, now)));
  }
  return unlocked;
}

/**
 * After a commit, awarding must not turn a saved pick or score into an error. Awarding reads whole records,
 * so what fails now is awarded by the user's next pick or grading.
 */
export function awardQuietly(task: Promise<NewUnlock[]>): Promise<NewUnlock[]> {
  return task.catch((error: unknown) => {
    console.error('awarding achievements failed', error);
    return [];
  });
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
