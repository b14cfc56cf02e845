import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { vapidDetails } from '../../modules/notifications/vapid-keys.service';

// A share link names what it shows (a player's streak, an achievement of theirs) and is signed, so links cannot be
// made for players who shared nothing: only the player, signed in, gets theirs. The key is derived from the VAPID
// private key every instance shares (as the unsubscribe links' is), for another purpose.

async function signingKey(deps: Pick<AppDeps, 'db' | 'config'>): Promise<Buffer> {
  const { privateKey } = await vapidDetails(deps);
  return Buffer.from(hkdfSync('sha256', privateKey, 'streak-pickem', 'share link', 32));
}

const mac = (key: Buffer, subject: string) =>
  createHmac('sha256', key).update(subject).digest().subarray(0, 12);

/** What a share link shows: a player's streak, or one of their achievements. */
export type ShareSubject =
  | { kind: 'streak'; userId: number }
  | { kind: 'achievement'; userId: number; type: string };

const subjectText = (s: ShareSubject) =>
  s.kind === 'streak' ? `streak:${s.userId}` : `achievement:${s.userId}:${s.type}`;

/** The token of a share link: the player's id and a signature (the achievement's type is in the path). */
export async function shareToken(
  deps: Pick<AppDeps, 'db' | 'config'>,
  subject: ShareSubject,
): Promise<string> {
  return `${subject.userId}.${mac(await signingKey(deps), subjectText(subject)).toString('base64url')}`;
}

/** The player a token names for `kind` (and `type`), when its signature holds; null otherwise. */
export async function playerOfShareToken(
  deps: Pick<AppDeps, 'db' | 'config'>,
  token: string,
  kind: 'streak' | 'achievement',
  type = '',
): Promise<number | null> {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{16})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) return null;
  const subject: ShareSubject = kind === 'streak' ? { kind, userId } : { kind, userId, type };
  const given = Buffer.from(match[2] ?? '', 'base64url');
  const expected = mac(await signingKey(deps), subjectText(subject));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
