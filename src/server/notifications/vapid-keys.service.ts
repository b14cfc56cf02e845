import webpush from 'web-push';
import type { AppDeps } from '../deps';
import { DEFAULT_VAPID_SUBJECT } from './push-settings';
import { insertVapidKeys, storedVapidKeys } from './push-subscriptions.repo';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const cache = new WeakMap<object, Promise<VapidDetails>>();

/**
 * The server's VAPID identity (RFC 8292): the environment's pair, else the one kept in the database, made on
 * first use so the embedded demo needs no setup. Every instance reads the same row, so subscriptions made
 * through one instance are accepted from another. Read once per app.
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

async function loadOrMake(db: AppDeps['db'], subject: string): Promise<VapidDetails> {
  let row = await storedVapidKeys(db);
  if (!row) {
    await insertVapidKeys(db, webpush.generateVAPIDKeys());
    row = await storedVapidKeys(db);
  }
  if (!row) throw new Error('the VAPID key pair could not be stored');
  return { subject, publicKey: row.public_key, privateKey: row.private_key };
}
