import { describe, expect, it } from 'vitest';
import {
  acceptedPushServices,
  isPublicAddress,
  parsePushServiceHosts,
  pushDestination,
} from './push-services.rules';

const NAMED = [
  { hostname: '127.0.0.1', port: 8443 },
  { hostname: 'push.internal.example', port: 443 },
  { hostname: '::1', port: 9443 },
];

describe('pushDestination', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc:def', 'known'],
    ['https://fcm.googleapis.com/wp/abc', 'known'],
    ['https://FCM.googleapis.com:443/wp/abc', 'known'],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAA', 'known'],
    ['https://web.push.apple.com/QGuO5', 'known'],
    ['https://api.push.apple.com/x', 'known'],
    ['https://wns2-par02p.notify.windows.com/w/?token=BQYAAA', 'known'],
    // Named by the operator: dialled as named, any address, its own port.
    ['https://127.0.0.1:8443/push/1', 'named'],
    ['https://push.internal.example/p', 'named'],
    ['https://[::1]:9443/p', 'named'],
  ])('sends to %s (%s)', (endpoint, kind) => {
    expect(pushDestination(endpoint, NAMED)).toEqual({ kind });
  });

  it.each([
    // Loopback in every spelling a URL parser takes.
    'https://127.0.0.1/p',
    'https://127.0.0.1:9999/p',
    'https://localhost/p',
    'https://127.1/p',
    'https://0x7f000001/p',
    'https://2130706433/p',
    'https://0177.0.0.1/p',
    'https://0.0.0.0/p',
    'https://[::1]/p',
    'https://[::ffff:127.0.0.1]/p',
    'https://[::ffff:7f00:1]/p',
    // Private, link-local, carrier-grade NAT, cloud metadata.
    'https://10.0.0.5/p',
    'https://192.168.1.1/p',
    'https://172.16.0.1/p',
    'https://100.64.0.1/p',
    'https://169.254.169.254/latest/meta-data/',
    'https://metadata.google.internal/computeMetadata/v1/',
    // Lookalikes of the known services, other ports and schemes.
    'https://fcm.googleapis.com:8443/wp/abc',
    'https://fcm.googleapis.com.evil.example/wp/abc',
    'https://evilfcm.googleapis.com/wp/abc',
    'https://notify.windows.com/w/',
    'https://xnotify.windows.com/w/',
    'https://push.apple.com.evil.example/x',
    'http://fcm.googleapis.com/wp/abc',
    'https://user:pass@fcm.googleapis.com/wp/abc',
    // A named host on another port than the one named.
    'https://127.0.0.1:8444/push/1',
    'https://push.internal.example:8443/p',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(pushDestination(endpoint, NAMED)).toBeNull();
  });

  it('sends to no named host when none is named', () => {
    expect(pushDestination('https://127.0.0.1:8443/push/1', [])).toBeNull();
  });
});

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '142.250.74.42', '2a00:1450:4007:80e::200a', '17.253.144.10'])('%s is public', (a) => {
    expect(isPublicAddress(a)).toBe(true);
  });
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    'not an address',
  ])('%s is not public', (a) => {
    expect(isPublicAddress(a)).toBe(false);
  });
});

describe('parsePushServiceHosts', () => {
  it('reads host[:port] entries, 443 by default', () => {
    expect(parsePushServiceHosts(' push.example.net , 10.0.0.5:8443,[::1]:9443,')).toEqual([
      { hostname: 'push.example.net', port: 443 },
      { hostname: '10.0.0.5', port: 8443 },
      { hostname: '::1', port: 9443 },
    ]);
    expect(parsePushServiceHosts('')).toEqual([]);
  });
  it.each([
    'https://push.example.net',
    'push.example.net/path',
    'user@push.example.net',
    'host:99999',
    'a b',
  ])('refuses %s', (value) => {
    expect(() => parsePushServiceHosts(value)).toThrow(/is not a host or host:port/);
  });
});

describe('acceptedPushServices', () => {
  it('names every known push service, and the operator’s when there are some', () => {
    const words = acceptedPushServices([]);
    for (const host of [
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ])
      expect(words).toContain(host);
    expect(words).not.toContain('trust');
    expect(acceptedPushServices(NAMED)).toContain('a push service this server was set up to trust');
  });
});
