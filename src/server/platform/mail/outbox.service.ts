import type { DB } from '../db/client';
import { enqueueMail, forgetAddress, type NewMail } from './outbox.repo';

/**
 * Queues a message in the caller's transaction, so it is sent only if that transaction commits; call
 * `deps.mailer.deliverSoon()` after the commit.
 */
export function queueMail(db: DB, mail: NewMail): Promise<number> {
  return enqueueMail(db, mail);
}

/** Forgets every trace of an address in the outbox (an erased account), in the caller's transaction. */
export function forgetRecipient(db: DB, address: string): Promise<void> {
  return forgetAddress(db, address);
}
