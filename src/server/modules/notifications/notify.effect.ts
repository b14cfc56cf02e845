import { isAchievementType } from '../../../shared/achievements';
import type { Locale } from '../../../shared/i18n/locale';
import type { AppDeps, AppEffectBatch } from '../../deps';
import type { DB } from '../../platform/db/client';
import { describeEffectError, effectRetryDelayMs } from '../../platform/effects/effects.rules';
import { type EffectRequest, enqueueEffect } from '../../platform/effects/effects.service';
import { queueMail } from '../../platform/mail/outbox.service';
import { dailyEmail } from './daily-email';
import { achievementUnlockedText, type GradedResult, pickGradedText } from './notification-texts.rules';
import {
  claimNotifications,
  gradedPicksFacts,
  recipient,
  recipients,
  recordedKeys,
  subscriptionsByPlayer,
} from './notifications.repo';
import { type PushMessage, type PushSend, sendPushes, topicOf } from './push.sender';
import { PUSH_DELIVER_EFFECT, type PushDelivery } from './push-deliver.effect';

export const NOTIFY_EFFECT = 'notify';

/** A notification as it is recorded: ids, never copies of rows, so the text says what is true when it goes out. */
export type Notification =
  | { kind: 'pick-graded'; userId: number; pickId: number; result: GradedResult }
  | { kind: 'achievement'; userId: number; type: string; period: string }
  | { kind: 'lock-reminder'; userId: number; message: PushMessage; subject: string }
  | { kind: 'daily-email'; userId: number; day: string }
  | { kind: 'weekly-recap'; userId: number; week: string; message: PushMessage };

/** The kinds a scheduled job decides: the job claims their key in its own transaction (see claimAndRecord). */
const CLAIMED_BY_JOB: ReadonlySet<Notification['kind']> = new Set([
  'lock-reminder',
  'daily-email',
  'weekly-recap',
]);

/** The unique key (kind, player, subject) of a notification: one key, one notification, ever. */
export function notificationKey(n: Notification): string {
  switch (n.kind) {
    case 'pick-graded':
      return `pick-graded:${n.userId}:${n.pickId}:${n.result}`;
    case 'achievement':
      return `achievement:${n.userId}:${n.type}:${n.period}`;
    case 'lock-reminder':
      return `lock-reminder:${n.userId}:${n.subject}`;
    case 'daily-email':
      return `daily-email:${n.userId}:${n.day}`;
    case 'weekly-recap':
      return `weekly-recap:${n.userId}:${n.week}`;
  }
}

/** Records notifications in the caller's transaction: they are carried out after it commits, once each. */
export async function recordNotifications(trx: DB, notifications: readonly Notification[]): Promise<void> {
  const CHUNK = 1000;
  for (let i = 0; i < notifications.length; i += CHUNK) {
    const effects = notifications.slice(i, i + CHUNK).map((n) => {
      const key = notificationKey(n);
      return { kind: NOTIFY_EFFECT, key: `${NOTIFY_EFFECT}:${key}`, payload: n };
    });
    if (effects.length > 0) await enqueueEffect(trx, ...effects);
  }
}

/**
 * For the scheduled kinds: claims the keys now, in the job's transaction, and records the notifications whose
 * key is new, so a job that looks every minute decides each reminder and each day's e-mail once. One statement
 * per 5,000 keys and one per 1,000 notifications, whatever the number of players. Returns how many were new.
 */
export async function claimAndRecord(
  trx: DB,
  notifications: readonly Notification[],
  at: Date,
): Promise<number> {
  const claimed = await claimNotifications(
    trx,
    notifications.map((n) => ({ key: notificationKey(n), userId: n.userId, kind: n.kind })),
    at,
  );
  const fresh = notifications.filter((n) => claimed.has(notificationKey(n)));
  await recordNotifications(trx, fresh);
  return fresh.length;
}

type PickFacts = Awaited<ReturnType<typeof gradedPicksFacts>> extends Map<number, infer F> ? F : never;

/** The keys another result of the same pick would have: one of them recorded makes this one a correction. */
const otherResultKeys = (n: Notification & { kind: 'pick-graded' }): string[] =>
  (['win', 'loss', 'push'] as const)
    .filter((r) => r !== n.result)
    .map((result) => notificationKey({ ...n, result }));

/** The push text of a notification from what was read for it; null when there is nothing to say any more. */
function pushMessageOf(
  n: Notification,
  key: string,
  facts: Map<number, PickFacts>,
  correction: boolean,
  locale: Locale,
): PushMessage | null {
  switch (n.kind) {
    case 'pick-graded': {
      const pick = facts.get(n.pickId);
      if (!pick || pick.home_score === null || pick.away_score === null) return null;
      const home = { name: pick.home_name, score: pick.home_score };
      const away = { name: pick.away_name, score: pick.away_score };
      const pickedHome = pick.selected_team_id === pick.home_team_id;
      return {
        ...pickGradedText(
          {
            result: n.result,
            picked: pickedHome ? home : away,
            other: pickedHome ? away : home,
            streak: pick.current_streak ?? 0,
            correction,
          },
          locale,
        ),
        tag: `pick-${n.pickId}`,
      };
    }
    case 'achievement': {
      if (!isAchievementType(n.type)) return null;
      return { ...achievementUnlockedText(n.type, locale), tag: key };
    }
    case 'lock-reminder':
      return { ...n.message, tag: 'lock-reminder' };
    case 'weekly-recap':
      return { ...n.message, tag: key };
    case 'daily-email':
      return null;
  }
}

/** A daily e-mail, while the player's e-mail toggle is on: queued in the outbox. */
async function sendDailyEmail(trx: DB, n: Notification & { kind: 'daily-email' }, deps: AppDeps, now: Date) {
  const player = await recipient(trx, n.userId);
  if (!player?.email_notifications || !player.email) return;
  const mail = await dailyEmail(trx, deps, player, n.day);
  if (mail) await queueMail(trx, { ...mail, to: player.email, html: null, createdAt: now });
}

/** Notifications carried out together in one transaction (the effects' batch size). */
export const NOTIFY_BATCH = 500;

/**
 * Carries out notifications, up to NOTIFY_BATCH in one transaction with a few set-based statements (a grading
 * records one per graded player: 100,000 of them must not cost 100,000 transactions). Each key is claimed first
 * (a key seen before sends nothing), then, while the matching toggle is on, the e-mail is queued in the outbox
 * or the push is sent to each device, and a device that failed gets a delivery effect that tries it again. The
 * keys, the outbox rows and those retries commit with the effects' end, so a crash loses none of it and repeats
 * at most this batch's pushes (ADR 0028). They are decided in the order recorded, as one by one: a pick's second
 * result in the same batch is a correction of the first.
 */
export const notifyBatch: AppEffectBatch<Notification> = {
  size: NOTIFY_BATCH,
  async run(trx, jobs, { deps }) {
    const now = deps.clock();
    const all = jobs.map((j) => j.payload);
    for (const n of all) if (n.kind === 'daily-email') await sendDailyEmail(trx, n, deps, now);
    const pushes = all.filter((n) => n.kind !== 'daily-email');
    if (pushes.length === 0) return new Map();
    const players = await recipients(
      trx,
      pushes.map((n) => n.userId),
    );
    const known = pushes.filter((n) => players.has(n.userId));
    const graded = known.filter((n) => n.kind === 'pick-graded');
    // What was told before this batch; keys this batch decides are added in order below.
    const told = await recordedKeys(trx, graded.flatMap(otherResultKeys));
    const claimed = await claimNotifications(
      trx,
      known
        .filter((n) => !CLAIMED_BY_JOB.has(n.kind))
        .map((n) => ({ key: notificationKey(n), userId: n.userId, kind: n.kind })),
      now,
    );
    const decided = known.filter((n) => CLAIMED_BY_JOB.has(n.kind) || claimed.has(notificationKey(n)));
    const toPush = decided.filter((n) => players.get(n.userId)?.push_notifications);
    const facts = await gradedPicksFacts(
      trx,
      toPush.flatMap((n) => (n.kind === 'pick-graded' ? [n.pickId] : [])),
    );
    const devices = await subscriptionsByPlayer(
      trx,
      toPush.map((n) => n.userId),
    );
    const sends: (PushSend & { key: string })[] = [];
    for (const n of decided) {
      const key = notificationKey(n);
      const correction = n.kind === 'pick-graded' && otherResultKeys(n).some((k) => told.has(k));
      told.add(key);
      const player = players.get(n.userId);
      if (!player?.push_notifications) continue;
      // In the player's language (ADR 0047); the reminder's and the recap's were written in it when decided.
      const message = pushMessageOf(n, key, facts, correction, player.locale);
      if (!message) continue;
      for (const subscription of devices.get(n.userId) ?? [])
        sends.push({ subscription, message, topic: topicOf(key), key });
    }
    // Sent now, before this batch commits with the keys claimed above (ADR 0028): a crash before that commit
    // sends at most this batch again, under the same Topic. A device that failed is tried again later as a
    // delivery effect of its own, its first attempt counted.
    const outcomes = await sendPushes({ ...deps, db: trx }, sends);
    const retryAt = new Date(now.getTime() + effectRetryDelayMs(1, Math.random()));
    const retries: EffectRequest[] = [];
    outcomes.forEach((outcome, i) => {
      if (outcome.status !== 'failed') return;
      const { subscription, message, key } = sends[i]!;
      retries.push({
        kind: PUSH_DELIVER_EFFECT,
        key: `${PUSH_DELIVER_EFFECT}:${key}:${subscription.id}`,
        payload: { subscriptionId: subscription.id, message, topic: key } satisfies PushDelivery,
        runAfter: retryAt,
        attempts: 1,
        lastError: describeEffectError(outcome.error),
      });
    });
    const CHUNK = 1000;
    for (let i = 0; i < retries.length; i += CHUNK) await enqueueEffect(trx, ...retries.slice(i, i + CHUNK));
    return new Map();
  },
};
