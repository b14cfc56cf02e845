import type { Clock } from '../clock';
import type { DB } from '../db/client';
import { Drain } from '../drain';
import { claimDueMail, countUnsentMail, markMailFailed, markMailSent, type OutboxRow } from './outbox.repo';
import {
  describeMailError,
  linksIn,
  MAIL_BATCH,
  MAIL_CLAIM_LEASE_MS,
  MAIL_PARALLEL,
  MAX_MAIL_ATTEMPTS,
  retryDelayMs,
} from './outbox.rules';
import type { MailTransport } from './transports';

/** The part of a pino logger the mailer uses. */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silent: MailLog = { info() {}, warn() {}, error() {} };

export interface DrainReport {
  sent: number;
  failed: number;
}

/**
 * Delivers the `mail_outbox` table. Services only insert rows (in their own transaction) and then call
 * `deliverSoon()`; this sender takes due rows, hands them to the transport, and records the outcome.
 * A failed message stays queued with its error and is retried later with backoff.
 */
export class Mailer {
  private log: MailLog = silent;
  private readonly drainer = new Drain<DrainReport>({
    report: () => ({ sent: 0, failed: 0 }),
    pass: async (total) => {
      const pass = await this.pass();
      total.sent += pass.sent;
      total.failed += pass.failed;
      if (pass.full) this.drainer.runAgain();
    },
    failed: (error) => this.log.error({ err: error }, 'mail delivery pass failed'),
  });

  constructor(
    private readonly db: DB,
    private readonly clock: Clock,
    readonly transport: MailTransport,
    readonly from: string,
    /**
     * Whether a message written to the outbox folder has its links logged (so the demo works offline). A
     * link may carry a secret (a reset token): never in production, whose log is read by more people.
     */
    private readonly logLinks = false,
  ) {}

  /** The host's logger exists only after the app is built, which needs this mailer first. */
  setLogger(log: MailLog): void {
    this.log = log;
  }

  /** The outbox as an effect queue (metrics): messages still to send, and those given up after every attempt. */
  async queueFigures(): Promise<{ depth: number; failures: number }> {
    const { waiting, failed } = await countUnsentMail(this.db, MAX_MAIL_ATTEMPTS);
    return { depth: waiting, failures: failed };
  }

  /** After a commit: deliver what is due without making the caller wait. Failures stay queued. */
  deliverSoon(): void {
    this.drainer.wake();
  }

  /**
   * Delivers every due message. A call during a running pass joins it and makes it run once more, so a
   * row committed after that pass claimed its batch is not left for the next timer tick.
   */
  drain(): Promise<DrainReport> {
    return this.drainer.run();
  }

  /** Drains every `everyMs` (retries and anything a crashed instance left behind). */
  start(everyMs: number): void {
    this.drainer.start(everyMs);
  }

  /** Stops the timer, waits for a running pass and closes the transport; before the database closes. */
  async stop(): Promise<void> {
    await this.drainer.stop();
    this.transport.close();
  }

  private async pass(): Promise<DrainReport & { full: boolean }> {
    const now = this.clock();
    const rows = await claimDueMail(this.db, {
      now,
      leaseUntil: new Date(now.getTime() + MAIL_CLAIM_LEASE_MS),
      maxAttempts: MAX_MAIL_ATTEMPTS,
      limit: MAIL_BATCH,
    });
    // MAIL_PARALLEL at once, each message's outcome recorded as it lands (a crash re-sends only those in flight).
    let sent = 0;
    let next = 0;
    const sender = async () => {
      for (let row = rows[next++]; row; row = rows[next++]) if (await this.deliver(row)) sent += 1;
    };
    await Promise.all(Array.from({ length: Math.min(MAIL_PARALLEL, rows.length) }, sender));
    return { sent, failed: rows.length - sent, full: rows.length === MAIL_BATCH };
  }

  private async deliver(row: OutboxRow): Promise<boolean> {
    const mail = { id: row.id, to: row.to_address, subject: row.subject };
    let where: string;
    try {
      where = await this.transport.send({
        from: this.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers,
      });
    } catch (error) {
      const message = describeMailError(error);
      const retryAt = new Date(this.clock().getTime() + retryDelayMs(row.attempts));
      await markMailFailed(this.db, row.id, message, retryAt);
      const final = row.attempts >= MAX_MAIL_ATTEMPTS;
      this.log.warn(
        { ...mail, attempts: row.attempts, error: message, retryAt: final ? null : retryAt },
        final ? 'mail not delivered; giving up' : 'mail not delivered; will retry',
      );
      return false;
    }
    await markMailSent(this.db, row.id, this.clock());
    if (this.transport.kind === 'file' && this.logLinks) {
      // Nobody receives a file: the log is how the demo's user finds the link.
      this.log.info(
        { ...mail, file: where, links: linksIn(row.text_body) },
        'mail written to the outbox folder; its links are logged because NODE_ENV is not production',
      );
    } else if (this.transport.kind === 'file') {
      this.log.info(
        { ...mail, file: where },
        'mail written to the outbox folder; links are not logged in production',
      );
    } else {
      this.log.info({ ...mail, via: where }, 'mail sent');
    }
    return true;
  }
}
