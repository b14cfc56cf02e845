import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../../tests/support/accounts';
import { TestPushService } from '../../../../tests/support/push/push-service';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { userColumn } from '../../../../tests/support/users';
import { NOTIFICATION_MESSAGES, TEST_NOTIFICATION } from '../../../shared/schemas/notifications';
import { acceptedPushServices } from './push-services.rules';

const push = new TestPushService();
const t = sharedTestApp({ config: { push: push.settings } });
beforeAll(() => push.start());
afterAll(() => push.close());

const ORIGIN = 'http://localhost';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: cookie ? { cookie, origin: ORIGIN } : { origin: ORIGIN },
  });
const subscriptionsOf = (userId: number) =>
  t.deps.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
const pushToggle = (userId: number) => userColumn(t.deps.db, userId, 'push_notifications');

describe('push subscriptions', () => {
  it('answers the VAPID public key, the same on every call and kept in the database', async () => {
    const { cookie } = await register(t.app);
    const first = await call('GET', '/api/push/public-key', cookie);
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await call('GET', '/api/push/public-key', cookie)).json().publicKey).toBe(publicKey);
    const stored = await t.deps.db.selectFrom('push_vapid_keys').selectAll().executeTakeFirstOrThrow();
    expect(stored.public_key).toBe(publicKey);
  });

  it('saves several devices, turns push on, and turns it off with the last one', async () => {
    const { cookie, user } = await register(t.app);
    const [a, b] = [push.device(), push.device()];
    const saved = await call('POST', '/api/push/subscriptions', cookie, {
      endpoint: a.endpoint,
      keys: a.keys,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ endpoint: a.endpoint, devices: 1 });
    expect(await pushToggle(user.id)).toBe(true);
    expect(
      (await call('POST', '/api/push/subscriptions', cookie, { endpoint: b.endpoint, keys: b.keys })).json(),
    ).toEqual({ endpoint: b.endpoint, devices: 2 });
    // The same browser again (new keys) replaces its row.
    const again = await call('POST', '/api/push/subscriptions', cookie, {
      endpoint: b.endpoint,
      keys: a.keys,
    });
    expect(again.json().devices).toBe(2);
    expect(await subscriptionsOf(user.id)).toHaveLength(2);

    expect(
      (await call('DELETE', '/api/push/subscriptions', cookie, { endpoint: a.endpoint })).json(),
    ).toEqual({
      removed: true,
      devices: 1,
    });
    expect(await pushToggle(user.id)).toBe(true);
    await call('DELETE', '/api/push/subscriptions', cookie, { endpoint: b.endpoint });
    expect(await pushToggle(user.id)).toBe(false);
  });

  it('sends a test notification every device decrypts, signed with the public key', async () => {
    const { cookie } = await register(t.app);
    const [a, b] = [push.device(), push.device()];
    for (const d of [a, b])
      await call('POST', '/api/push/subscriptions', cookie, { endpoint: d.endpoint, keys: d.keys });
    const before = push.received.length;
    const res = await call('POST', '/api/push/test', cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 2 });
    await push.waitFor(before + 2);
    const { publicKey } = (await call('GET', '/api/push/public-key', cookie)).json();
    for (const d of [a, b]) {
      const [got] = push.to(d);
      expect(JSON.parse(got?.text ?? '')).toEqual({ ...TEST_NOTIFICATION, tag: 'test' });
      expect(got?.vapidKey).toBe(publicKey);
      expect(got?.claims.sub).toMatch(/^mailto:/);
    }
    expect(push.refused).toEqual([]);
  });

  it('removes a subscription the push service answers 404 or 410 for, and keeps one that fails otherwise', async () => {
    const { cookie, user } = await register(t.app);
    const [gone, missing, down] = [push.device(), push.device(), push.device()];
    for (const d of [gone, missing, down])
      await call('POST', '/api/push/subscriptions', cookie, { endpoint: d.endpoint, keys: d.keys });
    push.answer(gone, 410);
    push.answer(missing, 404);
    push.answer(down, 503);
    // The answer says where it went, not what each push service answered (the test app's worker runs inline,
    // so the sends are over when it comes).
    expect((await call('POST', '/api/push/test', cookie, {})).json()).toEqual({ sent: 3 });
    expect((await subscriptionsOf(user.id)).map((s) => s.endpoint)).toEqual([down.endpoint]);
  });

  it('moves an endpoint to the player who subscribed on that browser last', async () => {
    const first = await register(t.app);
    const second = await register(t.app);
    const d = push.device();
    await call('POST', '/api/push/subscriptions', first.cookie, { endpoint: d.endpoint, keys: d.keys });
    await call('POST', '/api/push/subscriptions', second.cookie, { endpoint: d.endpoint, keys: d.keys });
    expect(await subscriptionsOf(first.user.id)).toHaveLength(0);
    expect(await subscriptionsOf(second.user.id)).toHaveLength(1);
  });
});

describe('push calls refused', () => {
  it('answers 401 to every push call while signed out', async () => {
    const d = push.device();
    for (const [method, url, body] of [
      ['GET', '/api/push/public-key', undefined],
      ['POST', '/api/push/subscriptions', { endpoint: d.endpoint, keys: d.keys }],
      ['DELETE', '/api/push/subscriptions', { endpoint: d.endpoint }],
      ['POST', '/api/push/test', {}],
    ] as const) {
      const res = await call(method, url, null, body);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBeTruthy();
    }
    expect(
      await t.deps.db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('endpoint', '=', d.endpoint)
        .execute(),
    ).toEqual([]);
  });

  it('refuses bad endpoints and keys with a 400 that says why, saving nothing', async () => {
    const { cookie, user } = await register(t.app);
    const d = push.device();
    const cases: [unknown, string][] = [
      [{ endpoint: 'http://push.example.com/x', keys: d.keys }, NOTIFICATION_MESSAGES.endpointInvalid],
      [{ endpoint: 'not a url', keys: d.keys }, NOTIFICATION_MESSAGES.endpointInvalid],
      [
        { endpoint: `https://push.example.com/${'a'.repeat(2030)}`, keys: d.keys },
        NOTIFICATION_MESSAGES.endpointTooLong,
      ],
      [
        { endpoint: d.endpoint, keys: { ...d.keys, p256dh: d.keys.p256dh.slice(1) } },
        NOTIFICATION_MESSAGES.p256dhInvalid,
      ],
      [
        {
          endpoint: d.endpoint,
          // Standard base64 (with '+' or '/') is not the base64url browsers give.
          keys: { ...d.keys, p256dh: `B+${d.keys.p256dh.slice(2)}` },
        },
        NOTIFICATION_MESSAGES.p256dhInvalid,
      ],
      [
        { endpoint: d.endpoint, keys: { ...d.keys, auth: `${d.keys.auth}AA` } },
        NOTIFICATION_MESSAGES.authInvalid,
      ],
      [
        { endpoint: d.endpoint, keys: { ...d.keys, auth: 'not base64url!!!!!!!!!' } },
        NOTIFICATION_MESSAGES.authInvalid,
      ],
      [{ endpoint: d.endpoint }, 'keys must hold p256dh and auth'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/push/subscriptions', cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await pushToggle(user.id)).toBe(false);
  });

  it('refuses a 21st device with a 400 and keeps the 20', async () => {
    const { cookie, user } = await register(t.app);
    const devices = Array.from({ length: 21 }, () => push.device());
    const answers = await Promise.all(
      devices.map((d) =>
        call('POST', '/api/push/subscriptions', cookie, { endpoint: d.endpoint, keys: d.keys }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(20);
    const refused = answers.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.json().message).toBe(NOTIFICATION_MESSAGES.tooMany);
    expect(await subscriptionsOf(user.id)).toHaveLength(20);
  });
});

describe('push goes only to push services', () => {
  it('refuses an endpoint that is no push service this server sends to, naming the ones it accepts', async () => {
    const { cookie, user } = await register(t.app);
    const d = push.device();
    const { port } = new URL(d.endpoint);
    for (const host of [
      `127.0.0.1:${Number(port) + 1}`,
      'localhost',
      `localhost:${port}`,
      '127.1',
      '0x7f000001',
      '2130706433',
      '0177.0.0.1',
      '0.0.0.0',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '169.254.169.254',
      'metadata.google.internal',
      '10.0.0.1',
      '100.64.0.1',
      'fcm.googleapis.com:8443',
      'push.example.com',
    ]) {
      const res = await call('POST', '/api/push/subscriptions', cookie, {
        endpoint: `https://${host}/push/x`,
        keys: d.keys,
      });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().message).toBe(acceptedPushServices(push.serviceHosts));
    }
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await pushToggle(user.id)).toBe(false);
  });

  it('saves the endpoints of the known push services', async () => {
    const { cookie, user } = await register(t.app);
    const d = push.device();
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/cXk:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuO5',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      const res = await call('POST', '/api/push/subscriptions', cookie, { endpoint, keys: d.keys });
      expect(res.statusCode, endpoint).toBe(200);
    }
    expect(await subscriptionsOf(user.id)).toHaveLength(4);
  });

  it('never dials a device saved before the rule that breaks it, and drops it', async () => {
    const { cookie, user } = await register(t.app);
    // A push service nobody named, as an old row's endpoint on loopback would be.
    const unnamed = await new TestPushService().start();
    try {
      const [old, kept] = [unnamed.device(), push.device()];
      await t.deps.db
        .insertInto('push_subscriptions')
        .values({ user_id: user.id, endpoint: old.endpoint, ...old.keys, created_at: t.clock.now() })
        .execute();
      await call('POST', '/api/push/subscriptions', cookie, { endpoint: kept.endpoint, keys: kept.keys });
      const before = push.received.length;
      expect((await call('POST', '/api/push/test', cookie, {})).json()).toEqual({ sent: 2 });
      await push.waitFor(before + 1);
      expect(push.to(kept)).toHaveLength(1);
      expect(unnamed.connections).toBe(0);
      expect((await subscriptionsOf(user.id)).map((s) => s.endpoint)).toEqual([kept.endpoint]);
    } finally {
      await unnamed.close();
    }
  });
});
