// This browser's Web Push subscription: the browser's permission and PushManager, then the server's record.

import { i18n } from '../../i18n/i18n';

type PushKey = Exclude<
  keyof typeof import('../../i18n/locales/en/settings.json')['push'],
  `testSent_${string}`
>;

const push = (key: PushKey | 'testSent', count?: number) =>
  count === undefined ? i18n.t(`settings:push.${key}`) : i18n.t(`settings:push.${key}`, { count });

/** What push says to the player (settings catalogue, `push`), read in the language showing when it is read. */
export const PUSH_TEXT = {
  get unsupported() {
    return push('unsupported');
  },
  get denied() {
    return push('denied');
  },
  get notGranted() {
    return push('notGranted');
  },
  get cannotSubscribe() {
    return push('cannotSubscribe');
  },
  get notSaved() {
    return push('notSaved');
  },
  get on() {
    return push('on');
  },
  get off() {
    return push('off');
  },
  testSent: (n: number) => push('testSent', n),
  get noDevice() {
    return push('noDevice');
  },
  get testNeedsPush() {
    return push('testNeedsPush');
  },
};

export class PushProblem extends Error {}

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Asks permission and subscribes this browser; the caller saves the subscription on the server. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!supported()) throw new PushProblem(PUSH_TEXT.unsupported);
  if (Notification.permission === 'denied') throw new PushProblem(PUSH_TEXT.denied);
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushProblem(PUSH_TEXT.denied);
  if (permission !== 'granted') throw new PushProblem(PUSH_TEXT.notGranted);
  const registration = await navigator.serviceWorker.ready;
  try {
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    return subscription.toJSON();
  } catch {
    throw new PushProblem(PUSH_TEXT.cannotSubscribe);
  }
}

/** Unsubscribes this browser; answers the endpoint the server should forget (null: none). */
export async function unsubscribeThisDevice(): Promise<string | null> {
  if (!supported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
