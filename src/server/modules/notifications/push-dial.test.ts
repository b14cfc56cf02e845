import type { LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { TestPushService, vapidAuthorization } from '../../../../tests/support/push/push-service';
import { NonPublicAddressError, publicOnlyLookup, type Resolve } from './push-dial';
import { encryptPushes } from './push-encryption';
import { postPush } from './push-request';

// The connection-time check of the known push services: whatever a name resolves to when the connection is
// opened is checked then, so a push service's name that leads inside (DNS rebinding, a poisoned resolver) reaches
// nothing. The test push service listens on loopback; its certificate names localhost.

const service = new TestPushService();
const vapid = webpush.generateVAPIDKeys();
beforeAll(() => service.start());
afterAll(() => service.close());

/** An agent of its own per call: a kept-open socket from another test would need no lookup. */
const freshAgent = () => new Agent({ ca: service.cert });

/** A resolver that answers what the test says, as a rebinding name would. */
const answering =
  (...addresses: LookupAddress[]): Resolve =>
  (_hostname, callback) =>
    callback(null, addresses);

/** A message for a new device of the service, addressed to it by the name `localhost`. */
async function messageByName() {
  const device = service.device();
  const endpoint = device.endpoint.replace('127.0.0.1', 'localhost');
  const Authorization = vapidAuthorization(device, vapid);
  const request = await encryptPushes(
    [
      {
        subscription: { endpoint, keys: device.keys },
        payload: '{"title":"dial"}',
        options: { headers: { Authorization }, TTL: 60, contentEncoding: 'aes128gcm' },
      },
    ],
    0,
  )(0);
  return { device, request };
}

describe('a connection to a known push service', () => {
  it('reaches the service when nothing checks the address (the control)', async () => {
    const { device, request } = await messageByName();
    await postPush(request, freshAgent(), 5_000, (_h, options, callback) =>
      options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4),
    );
    expect(service.to(device)).toHaveLength(1);
  });

  it.each([
    ['the system resolver (localhost is loopback)', undefined],
    ['a name that resolves to loopback now', answering({ address: '127.0.0.1', family: 4 })],
    ['an IPv4-mapped loopback', answering({ address: '::ffff:127.0.0.1', family: 6 })],
    [
      'a public address with a private one beside it',
      answering({ address: '8.8.8.8', family: 4 }, { address: '10.0.0.1', family: 4 }),
    ],
    ['cloud metadata', answering({ address: '169.254.169.254', family: 4 })],
    ['no address at all', answering()],
  ])('is refused before connecting: %s', async (_what, resolve) => {
    const { device, request } = await messageByName();
    const connections = service.connections;
    const error = await postPush(request, freshAgent(), 5_000, publicOnlyLookup(resolve)).catch((e) => e);
    expect(error).toBeInstanceOf(NonPublicAddressError);
    expect(service.connections).toBe(connections);
    expect(service.to(device)).toEqual([]);
  });
});

describe('publicOnlyLookup', () => {
  const lookup = publicOnlyLookup(
    answering({ address: '2a00:1450:4007:80e::200a', family: 6 }, { address: '142.250.74.42', family: 4 }),
  );
  const ask = (options: { all?: boolean; family?: number }) =>
    new Promise<unknown>((resolve, reject) =>
      lookup('push.example', options, (error, address, family) =>
        error ? reject(error) : resolve(options.all ? address : { address, family }),
      ),
    );

  it('answers every address, or the first of the family asked for', async () => {
    expect(await ask({ all: true })).toHaveLength(2);
    expect(await ask({ all: true, family: 4 })).toEqual([{ address: '142.250.74.42', family: 4 }]);
    expect(await ask({})).toEqual({ address: '2a00:1450:4007:80e::200a', family: 6 });
    expect(await ask({ family: 4 })).toEqual({ address: '142.250.74.42', family: 4 });
  });
});
