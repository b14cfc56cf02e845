import ipaddr from 'ipaddr.js';

/**
 * The push services browsers subscribe with (docs/rules.md, "Push notifications"): a device's endpoint is
 * saved and dialled only when it is one of these, over https on port 443. An endpoint is an address the
 * player hands us; without this list the server would POST wherever a player pointed it.
 */
export const KNOWN_PUSH_SERVICES: readonly { name: string; host: string; anySubdomain: boolean }[] = [
  // Chrome, Edge on Android, Opera, Samsung Internet, Brave.
  { name: 'Firebase Cloud Messaging', host: 'fcm.googleapis.com', anySubdomain: false },
  // Firefox.
  { name: 'Mozilla autopush', host: 'updates.push.services.mozilla.com', anySubdomain: false },
  // Safari on macOS and iOS (web.push.apple.com; Apple asks senders to allow *.push.apple.com).
  { name: 'Apple Web Push', host: 'push.apple.com', anySubdomain: true },
  // Edge on Windows (wns2-<region>.notify.windows.com).
  { name: 'Windows Push Notification Services', host: 'notify.windows.com', anySubdomain: true },
];

/** A push service the operator trusts besides the known ones (PUSH_SERVICE_HOSTS): dialled as named. */
export interface NamedPushService {
  hostname: string;
  port: number;
}

/**
 * Where an endpoint's messages may go: a known push service (dialled only at public addresses, checked when
 * the connection is made), or one the operator named (dialled as named, whatever its address); null: nowhere.
 */
export type PushDestination = { kind: 'known' } | { kind: 'named' };

const HTTPS_PORT = 443;

/** The host of a URL as a resolver or a literal comparison takes it: an IPv6 literal without brackets. */
const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

export function pushDestination(
  endpoint: string,
  named: readonly NamedPushService[],
): PushDestination | null {
  if (!URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  const hostname = bare(url.hostname);
  const port = url.port === '' ? HTTPS_PORT : Number(url.port);
  if (named.some((n) => n.hostname === hostname && n.port === port)) return { kind: 'named' };
  if (port !== HTTPS_PORT) return null;
  const known = KNOWN_PUSH_SERVICES.some((s) =>
    s.anySubdomain ? hostname.endsWith(`.${s.host}`) : hostname === s.host,
  );
  return known ? { kind: 'known' } : null;
}

/** The words of a refused endpoint: which push services are accepted. */
export function acceptedPushServices(named: readonly NamedPushService[]): string {
  const known = KNOWN_PUSH_SERVICES.map((s) => `${s.name} (${s.anySubdomain ? '*.' : ''}${s.host})`);
  const names = [...known, ...(named.length > 0 ? ['a push service this server was set up to trust'] : [])];
  return `endpoint must be the address of a push service, over https on port 443: ${names.join(', ')}`;
}

/**
 * PUSH_SERVICE_HOSTS: `host[:port]` entries separated by commas (`push.example.net`, `10.0.0.5:8443`,
 * `[::1]:8443`); the port is 443 when not given. Throws with the words of the first entry that is not one.
 */
export function parsePushServiceHosts(value: string): NamedPushService[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.canParse(`https://${entry}`) ? new URL(`https://${entry}`) : null;
      const plain =
        url !== null &&
        url.username === '' &&
        url.password === '' &&
        url.pathname === '/' &&
        url.search === '' &&
        url.hash === '' &&
        !/[/?#@]/.test(entry);
      if (!plain) throw new Error(`"${entry}" is not a host or host:port`);
      return { hostname: bare(url.hostname), port: url.port === '' ? HTTPS_PORT : Number(url.port) };
    });
}

/**
 * Whether an address is a public unicast one: not loopback, private, link-local, carrier-grade NAT,
 * multicast, unspecified, reserved or documentation space, nor an IPv4-mapped, NAT64 or 6to4 form of one.
 * What a connection to a known push service may reach.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}
