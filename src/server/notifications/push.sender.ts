import webpush, { WebPushError } from 'web-push';
import type { AppDeps } from '../deps';
import { deleteGoneSubscription, type StoredSubscription, subscriptionsOf } from './push-subscriptions.repo';
import { type VapidDetails, vapidDetails } from './vapid-keys.service';

/** What the service worker shows: the notification's title and text, and the page a tap opens. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app (/picks, /achievements, /). */
  url: string;
  /** Replaces an earlier notification with the same tag (a correction replaces the first result). */
  tag?: string;
}

export interface PushOutcome {
  sent: number;
  /** Subscriptions the push service no longer knows (404/410): removed. */
  removed: number;
  /** Endpoints that failed otherwise (a 5xx, a 429, a timeout): worth another try later. */
  failed: string[];
}

/** How long a push service keeps a message for a device that is offline: a day, then it is stale. */
const TTL_SECONDS = 24 * 60 * 60;

/** How long a VAPID JWT (RFC 8292) is valid: 12 hours, web-push's default (the RFC allows up to 24). */
const VAPID_JWT_SECONDS = 12 * 60 * 60;
/** How long one signed JWT is reused for a push service, well before it expires. */
const VAPID_REUSE_MS = 60 * 60 * 1000;
const signedVapid = new Map<string, { authorization: string; until: number }>();

/**
 * The `Authorization: vapid t=<jwt>, k=<key>` header for the push service of `endpoint`. web-push signs a new
 * JWT (ES256, with the key converted to PEM) for every message when given vapidDetails; the JWT names only the
 * push service's origin, the subject and an expiry, so one per push service and hour is enough, and 100,000
 * messages do not cost 100,000 signatures (ADR 0027).
 */
function vapidAuthorization(endpoint: string, vapid: VapidDetails): string {
  const audience = new URL(endpoint).origin;
  const cacheKey = `${audience} ${vapid.subject} ${vapid.publicKey}`;
  const now = Date.now();
  const cached = signedVapid.get(cacheKey);
  if (cached && cached.until > now) return cached.authorization;
  const expiration = Math.floor(now / 1000) + VAPID_JWT_SECONDS;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expiration,
  );
  if (signedVapid.size > 1000) signedVapid.clear();
  signedVapid.set(cacheKey, { authorization: Authorization, until: now + VAPID_REUSE_MS });
  return Authorization;
}

/** Encrypts (RFC 8291, aes128gcm) and posts one message to one subscription with our VAPID signature. */
async function sendOne(
  deps: Pick<AppDeps, 'db' | 'config'>,
  sub: StoredSubscription,
  payload: string,
  topic: string | undefined,
) {
  const push = deps.config.push;
  await webpush.sendNotification(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    payload,
    {
      // No vapidDetails: the signed header goes as is (web-push would sign one per message).
      headers: { Authorization: vapidAuthorization(sub.endpoint, await vapidDetails(deps)) },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      ...(topic ? { topic } : {}),
      timeout: push?.timeoutMs ?? 10_000,
      ...(push?.agent ? { agent: push.agent } : {}),
    },
  );
}

/**
 * Sends one message to every device of a player. A device whose push service answers 404 or 410 has
 * unsubscribed (or the browser dropped it): its row goes. Other failures are reported, not thrown, so the
 * caller decides whether to try those devices again.
 */
export async function pushToSubscriptions(
  deps: Pick<AppDeps, 'db' | 'config'>,
  subscriptions: StoredSubscription[],
  message: PushMessage,
  topic?: string,
): Promise<PushOutcome> {
  const payload = JSON.stringify(message);
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: [] };
  await Promise.all(
    subscriptions.map(async (sub) => {
      try {
        await sendOne(deps, sub, payload, topic);
        outcome.sent++;
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await deleteGoneSubscription(deps.db, sub);
          outcome.removed++;
        } else {
          outcome.failed.push(sub.endpoint);
        }
      }
    }),
  );
  return outcome;
}

/** Sends one message to every device of a player (see pushToSubscriptions). */
export async function pushToPlayer(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: number,
  message: PushMessage,
): Promise<PushOutcome> {
  return pushToSubscriptions(deps, await subscriptionsOf(deps.db, userId), message);
}
