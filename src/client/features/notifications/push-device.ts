// This browser's Web Push subscription: the browser's permission and PushManager, then the server's record.

export const PUSH_TEXT = {
  unsupported: 'This browser cannot receive push notifications. Try installing the app or another browser.',
  denied:
    'Notifications are blocked for this site. Allow them in your browser’s site settings (the icon beside the address), then turn push on again.',
  notGranted: 'Push stays off: notifications were not allowed.',
  cannotSubscribe:
    "This browser's push service did not take the subscription, so push notifications stay off. Try again later, or in another browser.",
  notSaved: 'Push notifications stay off: the server did not save this device. Please try again.',
  on: 'Push notifications are on for this device.',
  off: 'Push notifications are off for this device.',
  testSent: (n: number) =>
    n === 1 ? 'Test notification sent to 1 device.' : `Test notification sent to ${n} devices.`,
  noDevice: 'No device gets push notifications yet: turn push on first.',
  testNeedsPush: 'Turn push notifications on to send a test.',
} as const;

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
