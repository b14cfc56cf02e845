import webpush from 'web-push';
import type { AppDeps } from '../../deps';
import { DEFAULT_VAPID_SUBJECT } from './push-settings';
import { insertVapidKeys, storedVapidKeys } from './push-subscriptions.repo';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<object, Promise<VapidDetails>>();

/**
 * The server's VAPID identity (RFC 8292): the environment's pair, else the one kept in the database, made at
 * start (prepareVapidKeys) so the embedded demo needs no setup. Every instance reads the same row, so
 * subscriptions made through one instance are accepted from another. Read once per app. Made here too when
 * missing, for an app started without start-up (a script); a server never meets that on a request.
 */
export function vapidDetails(deps: Pick<AppDeps, 'db' | 'config'>): Promise<VapidDetails> {
  const subject = deps.config.push?.subject ?? DEFAULT_VAPID_SUBJECT;
  const configured = deps.config.push?.vapid;
  if (configured) return Promise.resolve({ subject, ...configured });
  // Per app (its config): a transaction passed as `db` reads the same row as the app's database.
  let found = cache.get(deps.config);
  if (!found) {
    found = loadOrMake(deps.db, subject);
    found.catch(() => cache.delete(deps.config));
    cache.set(deps.config, found);
  }
  return found;
}

/**
 * Makes the key pair at start (unless the environment names one), so that no request ever writes it: the public
 * key's GET and an unsubscribe link's page only read (docs/rules.md, "Reads change nothing").
 */
export async function prepareVapidKeys(db: AppDeps['db']): Promise<void> {
  if (!(await storedVapidKeys(db))) await insertVapidKeys(db, webpush.generateVAPIDKeys());
}

async function loadOrMake(db: AppDeps['db'], subject: string): Promise<VapidDetails> {
  let row = await storedVapidKeys(db);
  if (!row) {
    await prepareVapidKeys(db);
    row = await storedVapidKeys(db);
  }
  if (!row) throw new Error('the VAPID key pair could not be stored');
  return { subject, publicKey: row.public_key, privateKey: row.private_key };
}
