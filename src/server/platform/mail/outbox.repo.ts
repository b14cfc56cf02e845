import { type Selectable, sql } from 'kysely';
import type { DB } from '../db/client';
import type { MailOutboxTable } from '../db/schema';

export type OutboxRow = Selectable<MailOutboxTable>;

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string> | undefined;
}

/** Queues a message, due at once. Called inside the transaction that decided to send it. */
export async function enqueueMail(db: DB, mail: NewMail): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
      created_at: mail.createdAt,
      next_attempt_at: mail.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ClaimOptions {
  now: Date;
  leaseUntil: Date;
  maxAttempts: number;
  limit: number;
}

/**
 * Takes due messages in one statement: counts the attempt and pushes next_attempt_at to the lease's end,
 * so another instance (SKIP LOCKED) or the next drain does not send them again meanwhile.
 */
export function claimDueMail(db: DB, o: ClaimOptions): Promise<OutboxRow[]> {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: o.leaseUntil }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', o.now)
        .where('attempts', '<', o.maxAttempts)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(o.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

/** Messages not sent yet: still to be tried (`waiting`), and given up after every attempt (`failed`). */
export async function countUnsentMail(
  db: DB,
  maxAttempts: number,
): Promise<{ waiting: number; failed: number }> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('attempts', '<', maxAttempts).as('waiting'),
      eb.fn.countAll<number>().filterWhere('attempts', '>=', maxAttempts).as('failed'),
    ])
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), failed: Number(row.failed) };
}

/** Records the delivery and forgets the body: a sent reset link must not linger in the table. */
export async function markMailSent(db: DB, id: number, at: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: at, last_error: null, text_body: '', html_body: null })
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(db: DB, id: number, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ last_error: error, next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute();
}

/** Forgets an address (an erased account): its waiting mail is dropped, delivered mail keeps no address. */
export async function forgetAddress(db: DB, address: string): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where(sql<string>`lower(to_address)`, '=', address.toLowerCase())
    .where('sent_at', 'is', null)
    .execute();
  await db
    .updateTable('mail_outbox')
    .set({ to_address: '' })
    .where(sql<string>`lower(to_address)`, '=', address.toLowerCase())
    .execute();
}
