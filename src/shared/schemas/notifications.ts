import { z } from 'zod';

/** Subscriptions one player may keep (one per browser or device). */
export const PUSH_SUBSCRIPTIONS_MAX = 20;
/** The longest push endpoint accepted; push services' addresses are far shorter. */
export const PUSH_ENDPOINT_MAX = 2048;

export const NOTIFICATION_MESSAGES = {
  endpointInvalid: 'endpoint must be the https:// address the browser gave for its push subscription',
  endpointTooLong: `endpoint must be at most ${PUSH_ENDPOINT_MAX.toLocaleString('en-US')} characters`,
  p256dhInvalid: 'keys.p256dh must be the browser key: 65 bytes (an uncompressed P-256 point) in base64url',
  authInvalid: 'keys.auth must be the browser secret: 16 bytes in base64url',
  tooMany: `At most ${PUSH_SUBSCRIPTIONS_MAX} devices can get push notifications: turn them off on one you no longer use`,
  promptPromise: 'Get a reminder before your picks lock',
} as const;

// Base64url without padding as browsers give it (PushSubscription.toJSON); a trailing '=' pad is tolerated.
// 65 bytes are 87 characters, the first byte 0x04 (uncompressed point) makes the first one 'B', and the
// last character carries 2 spare bits that must be zero. 16 bytes are 22 characters, 4 spare bits.
const P256DH = /^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]=?$/;
const AUTH = /^[A-Za-z0-9_-]{21}[AQgw](?:==)?$/;

const endpoint = z
  .string({ error: NOTIFICATION_MESSAGES.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX, NOTIFICATION_MESSAGES.endpointTooLong)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  }, NOTIFICATION_MESSAGES.endpointInvalid);

export const pushSubscriptionInput = z.object({
  endpoint,
  keys: z.object(
    {
      p256dh: z
        .string({ error: NOTIFICATION_MESSAGES.p256dhInvalid })
        .regex(P256DH, NOTIFICATION_MESSAGES.p256dhInvalid),
      auth: z
        .string({ error: NOTIFICATION_MESSAGES.authInvalid })
        .regex(AUTH, NOTIFICATION_MESSAGES.authInvalid),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.object({ endpoint });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeInput>;

export const pushPublicKeyOutput = z.object({ publicKey: z.string() });
export const pushSubscriptionOutput = z.object({ endpoint: z.string(), devices: z.number().int() });
export const pushRemovedOutput = z.object({ removed: z.boolean(), devices: z.number().int() });

/** The once-only prompt after a first pick: whether to show it. */
export const pushPromptOutput = z.object({ show: z.boolean() });

/**
 * The answer of "Send a test notification": how many devices it was sent to. What each device's push service
 * answered is logged on the server, never told (the endpoint is an address the player chose).
 */
export const pushTestOutput = z.object({ sent: z.number().int() });

/** The test notification's words. */
export const TEST_NOTIFICATION = {
  title: "Streak Pick'em",
  body: 'Notifications are on. This is how a reminder before your picks lock will look.',
  url: '/settings',
} as const;
