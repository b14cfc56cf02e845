import type { DB } from '../db/client';
import { enqueueMail, type NewMail } from './outbox.repo';

/**
 * Queues a message in the caller's transaction, so it is sent only if that transaction commits; call
 * `deps.mailer.deliverSoon()` after the commit.
 */
export function queueMail(db: DB, mail: NewMail): Promise<number> {
  return enqueueMail(db, mail);
}
