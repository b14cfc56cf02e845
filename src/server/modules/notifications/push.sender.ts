import { createHash } from 'node:crypto';
import { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { AppDeps } from '../../deps';
import { publicOnlyLookup } from './push-dial';
import { type EncryptJob, encryptPushes } from './push-encryption';
import { postPush } from './push-request';
import { pushDestination } from './push-services.rules';
import { DEFAULT_PUSH_ENCRYPT_THREADS } from './push-settings';
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
 * Connections to one push service kept open and shared by all sends (ADR 0028). Node's global agent keeps at
 * most 256 idle sockets: a batch of 500 parallel sends opened 500 and closed half of them after each batch, and
 * every new one costs a TLS handshake on both ends. At most this many requests go to one push service at once;
 * more wait for a free connection in the agent.
 */
export const PUSH_SOCKETS_PER_SERVICE = 64;
const defaultAgent = new Agent({
  keepAlive: true,
  maxSockets: PUSH_SOCKETS_PER_SERVICE,
  maxFreeSockets: PUSH_SOCKETS_PER_SERVICE,
  scheduling: 'lifo',
});

/** Connections to the known push services reach public addresses only, checked as each one is opened. */
const publicOnly = publicOnlyLookup();

/** RFC 8030 Topic of a notification key: at most 32 base64url characters (a repeat replaces the first copy). */
export const topicOf = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

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

/** One message for one device, as a batch of sends lists it. */
export interface PushSend {
  subscription: StoredSubscription;
  message: PushMessage;
  /** The Topic header (topicOf the notification's key); absent for a message nobody may see twice harmlessly. */
  topic?: string | undefined;
}

/** How a send ended: taken, the device gone (its row deleted), or failed with an error worth another try. */
export type PushSendOutcome =
  | { status: 'sent' }
  | { status: 'removed' }
  | { status: 'failed'; error: unknown };

/**
 * Sends of one call under way at once; the rest start as these end. The messages are encrypted in worker threads
 * (ADR 0031) in the order of `sends`, so the first requests go out while later messages are still encrypted.
 */
const SENDS_IN_FLIGHT = 128;

/**
 * Sends many messages, each to its device, SENDS_IN_FLIGHT at a time over the kept-open connections. A device
 * whose push service answers 404 or 410 has unsubscribed (or the browser dropped it): its row goes, through
 * `deps.db` (the caller's transaction). Outcomes come in the order of `sends`; nothing is thrown for a send.
 */
export async function sendPushes(
  deps: Pick<AppDeps, 'db' | 'config'>,
  sends: readonly PushSend[],
): Promise<PushSendOutcome[]> {
  const outcomes: PushSendOutcome[] = new Array(sends.length);
  if (sends.length === 0) return outcomes;
  const push = deps.config.push;
  // A device whose endpoint is no push service this server sends to (saved before the rule, or the
  // operator's list changed) is never dialled: its row goes, as a device the push service forgot.
  const destinations = sends.map((s) => pushDestination(s.subscription.endpoint, push?.serviceHosts ?? []));
  const dialled = sends.filter((_, i) => destinations[i] !== null);
  const indexes = destinations.flatMap((d, i) => (d === null ? [] : [i]));
  for (const [i, send] of sends.entries()) {
    if (destinations[i] !== null) continue;
    await deleteGoneSubscription(deps.db, send.subscription);
    outcomes[i] = { status: 'removed' };
  }
  if (dialled.length === 0) return outcomes;
  const vapid = await vapidDetails(deps);
  const payloads = new Map<PushMessage, string>();
  const jobs = dialled.map(({ subscription, message, topic }): EncryptJob => {
    let payload = payloads.get(message);
    if (payload === undefined) {
      payload = JSON.stringify(message);
      payloads.set(message, payload);
    }
    return {
      subscription: {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      payload,
      options: {
        // No vapidDetails: the signed header goes as is (web-push would sign one per message).
        headers: { Authorization: vapidAuthorization(subscription.endpoint, vapid) },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        ...(topic ? { topic } : {}),
      },
    };
  });
  const encrypted = encryptPushes(jobs, push?.encryptThreads ?? DEFAULT_PUSH_ENCRYPT_THREADS);
  const agent = push?.agent ?? defaultAgent;
  const timeoutMs = push?.timeoutMs ?? 10_000;
  let next = 0;
  const worker = async () => {
    while (next < dialled.length) {
      const j = next++;
      const i = indexes[j]!;
      const { subscription } = sends[i]!;
      const lookup = destinations[i]?.kind === 'known' ? publicOnly : undefined;
      try {
        await postPush(await encrypted(j), agent, timeoutMs, lookup);
        outcomes[i] = { status: 'sent' };
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
          await deleteGoneSubscription(deps.db, subscription);
          outcomes[i] = { status: 'removed' };
        } else {
          outcomes[i] = { status: 'failed', error };
        }
      }
    }
  };
  // Every send settles before this returns or throws: the caller's transaction may not end (or roll back to a
  // savepoint) while a removal still runs in it. A removal that failed fails the whole call.
  const settled = await Promise.allSettled(
    Array.from({ length: Math.min(SENDS_IN_FLIGHT, dialled.length) }, worker),
  );
  const thrown = settled.find((s) => s.status === 'rejected');
  if (thrown) throw thrown.reason;
  return outcomes;
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
  const outcomes = await sendPushes(
    deps,
    subscriptions.map((subscription) => ({ subscription, message, topic })),
  );
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: [] };
  outcomes.forEach((o, i) => {
    if (o.status === 'sent') outcome.sent++;
    else if (o.status === 'removed') outcome.removed++;
    else outcome.failed.push(subscriptions[i]!.endpoint);
  });
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
