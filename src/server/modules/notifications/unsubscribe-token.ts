import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { vapidDetails } from './vapid-keys.service';

// The link's signature key is derived from the server's VAPID private key: a secret every instance shares
// already, kept in the environment or the database. A new key pair makes older links stop working.
async function signingKey(deps: Pick<AppDeps, 'db' | 'config'>): Promise<Buffer> {
  const { privateKey } = await vapidDetails(deps);
  return Buffer.from(hkdfSync('sha256', privateKey, 'streak-pickem', 'e-mail unsubscribe link', 32));
}

const mac = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`unsubscribe:email:${userId}`).digest().subarray(0, 18);

/** The token of a player's unsubscribe link: their id and a signature only this server can make. */
export async function unsubscribeToken(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: number,
): Promise<string> {
  return `${userId}.${mac(await signingKey(deps), userId).toString('base64url')}`;
}

/** The player a token names, when its signature holds; null otherwise. */
export async function playerOfToken(
  deps: Pick<AppDeps, 'db' | 'config'>,
  token: unknown,
): Promise<number | null> {
  if (typeof token !== 'string') return null;
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (!Number.isSafeInteger(userId) || userId > 2_147_483_647) return null;
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const expected = mac(await signingKey(deps), userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
