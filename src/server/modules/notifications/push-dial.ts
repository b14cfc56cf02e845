import { type LookupAddress, lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './push-services.rules';

/** How a name is resolved: Node's resolver (the system's), or a test's. */
export type Resolve = (
  hostname: string,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: Resolve = (hostname, callback) => lookup(hostname, { all: true }, callback);

/** The error a connection to a push service gets when its name leads to an address it may not reach. */
export class NonPublicAddressError extends Error {
  readonly code = 'ENONPUBLIC';
  constructor(hostname: string, address: string) {
    super(`push service ${hostname} resolves to ${address}, which is not a public address`);
  }
}

/**
 * The `lookup` of a connection to a known push service: resolves the name as the connection is made and
 * refuses it when any address is not public, so a name that answered a public address once and a private one
 * now (DNS rebinding) still reaches nothing inside. Every address is checked, not only the first, because
 * Node may try them in turn (autoSelectFamily).
 */
export function publicOnlyLookup(resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((a) => !isPublicAddress(a.address));
      const first = addresses[0];
      if (refused || !first) {
        const why = new NonPublicAddressError(hostname, refused?.address ?? 'no address');
        return callback(why, '', 0);
      }
      const family = familyOf(options.family);
      const fitting = family === 0 ? addresses : addresses.filter((a) => a.family === family);
      if (options.all) return callback(null, fitting);
      const chosen = fitting[0] ?? first;
      return callback(null, chosen.address, chosen.family);
    });
  };
}

const familyOf = (family: number | 'IPv4' | 'IPv6' | undefined) =>
  family === 4 || family === 'IPv4' ? 4 : family === 6 || family === 'IPv6' ? 6 : 0;
