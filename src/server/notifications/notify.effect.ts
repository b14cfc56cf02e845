import { ACHIEVEMENT_BY_TYPE, isAchievementType } from '../../shared/achievements';
import type { DB } from '../db/client';
import { enqueueEffect } from '../effects/effects.service';
import type { EffectHandler } from '../effects/effects.worker';
import { queueMail } from '../mail/outbox.service';
import { dailyEmail } from './daily-email';
import { achievementText, type GradedResult, pickGradedText } from './notification-texts.rules';
import {
  claimNotification,
  gradedPickFacts,
  recipient,
  subscriptionIdsOf,
  toldBefore,
} from './notifications.repo';
import type { PushMessage } from './push.sender';
import { PUSH_DELIVER_EFFECT } from './push-deliver.effect';

export const NOTIFY_EFFECT = 'notify';

/** A notification as it is recorded: ids, never copies of rows, so the text says what is true when it goes out. */
export type Notification =
  | { kind: 'pick-graded'; userId: number; pickId: number; result: GradedResult }
  | { kind: 'achievement'; userId: number; type: string; period: string }
  | { kind: 'lock-reminder'; userId: number; message: PushMessage; subject: string }
  | { kind: 'daily-email'; userId: number; day: string };

/** The kinds a scheduled job decides: the job claims their key in its own transaction (see claimAndRecord). */
const CLAIMED_BY_JOB: ReadonlySet<Notification['kind']> = new Set(['lock-reminder', 'daily-email']);

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
 * For the scheduled kinds: claims the key now, in the job's transaction, and records the notification only
 * when the key is new, so a job that looks every minute decides each reminder and each day's e-mail once.
 */
export async function claimAndRecord(trx: DB, n: Notification, at: Date): Promise<boolean> {
  const claimed = await claimNotification(trx, {
    key: notificationKey(n),
    userId: n.userId,
    kind: n.kind,
    at,
  });
  if (claimed) await recordNotifications(trx, [n]);
  return claimed;
}

/** The push text of a notification, read now; null when there is nothing to say any more. */
async function pushMessageOf(trx: DB, n: Notification, key: string): Promise<PushMessage | null> {
  switch (n.kind) {
    case 'pick-graded': {
      const pick = await gradedPickFacts(trx, n.pickId);
      if (!pick || pick.home_score === null || pick.away_score === null) return null;
      const home = { name: pick.home_name, score: pick.home_score };
      const away = { name: pick.away_name, score: pick.away_score };
      const pickedHome = pick.selected_team_id === pick.home_team_id;
      const correction = await toldBefore(trx, n.userId, `pick-graded:${n.userId}:${n.pickId}:`, key);
      return {
        ...pickGradedText({
          result: n.result,
          picked: pickedHome ? home : away,
          other: pickedHome ? away : home,
          streak: pick.current_streak ?? 0,
          correction,
        }),
        tag: `pick-${n.pickId}`,
      };
    }
    case 'achievement': {
      if (!isAchievementType(n.type)) return null;
      const a = ACHIEVEMENT_BY_TYPE[n.type];
      return {
        ...achievementText({ title: a.title, description: a.description, emoji: a.iconEmoji }),
        tag: key,
      };
    }
    case 'lock-reminder':
      return { ...n.message, tag: 'lock-reminder' };
    case 'daily-email':
      return null;
  }
}

/**
 * Carries out one notification: its key is claimed first (a key seen before sends nothing), then, while the
 * matching toggle is on, the e-mail is queued in the outbox or one delivery per device is recorded. All of it
 * commits with the effect's end, so a crash repeats none of it and loses none of it.
 */
export const notifyEffect: EffectHandler<Notification> = async (trx, n, { deps }) => {
  const key = notificationKey(n);
  const now = deps.clock();
  const player = await recipient(trx, n.userId);
  if (!player) return;
  if (
    !CLAIMED_BY_JOB.has(n.kind) &&
    !(await claimNotification(trx, { key, userId: n.userId, kind: n.kind, at: now }))
  ) {
    return;
  }
  if (n.kind === 'daily-email') {
    if (!player.email_notifications || !player.email) return;
    const mail = await dailyEmail(trx, deps, player, n.day);
    if (mail) await queueMail(trx, { ...mail, to: player.email, html: null, createdAt: now });
    return;
  }
  if (!player.push_notifications) return;
  const message = await pushMessageOf(trx, n, key);
  if (!message) return;
  const deliveries = (await subscriptionIdsOf(trx, n.userId)).map((subscriptionId) => ({
    kind: PUSH_DELIVER_EFFECT,
    key: `${PUSH_DELIVER_EFFECT}:${key}:${subscriptionId}`,
    payload: { subscriptionId, message, topic: key },
  }));
  if (deliveries.length > 0) await enqueueEffect(trx, ...deliveries);
};
