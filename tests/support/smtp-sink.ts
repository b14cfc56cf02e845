import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free local port that keeps every message it accepts, for tests of delivery over SMTP. */
export class SmtpSink {
  readonly received: { to: string[]; raw: string }[] = [];
  /** Connections opened so far, and the most open at one time (a pooled sender keeps a few). */
  connections = 0;
  mostOpen = 0;
  private open = 0;
  private readonly server: SMTPServer;

  /** `offerStartTls`: STARTTLS stays offered (with the package's self-signed certificate), for a client to ignore. */
  constructor({ offerStartTls = false } = {}) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: offerStartTls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
      logger: false,
      onConnect: (_session, callback) => {
        this.connections += 1;
        this.open += 1;
        this.mostOpen = Math.max(this.mostOpen, this.open);
        callback();
      },
      onClose: () => {
        this.open -= 1;
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
  }

  /** Starts listening; the SMTP URL to send to, TLS off. */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
