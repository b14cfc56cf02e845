import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import webpush from 'web-push';
import type { NamedPushService } from '../../../src/server/modules/notifications/push-services.rules';
import type { PushSettings } from '../../../src/server/modules/notifications/push-settings';
import { selfSignedCertificate } from './certificate';

/** One browser as the push service and the test see it: its endpoint and the keys only it holds. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/** A push message as it arrived: who signed it, and its decrypted text. */
export interface ReceivedPush {
  device: string;
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  ttl: string | undefined;
  text: string;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** A device's secret half: its ECDH key pair and auth secret (a benchmark reuses a few thousand of them). */
export interface DeviceKeys {
  ecdh: ECDH;
  auth: string;
}

export interface PushServiceOptions {
  /**
   * Which arrivals (counted from 0) are checked: VAPID verified and payload decrypted into `received`. All by
   * default; a benchmark checks a sample and only counts the rest, so the service is not what it measures.
   */
  check?: (arrival: number) => boolean;
  /** Every message taken (201), checked or not, with its Topic header: a benchmark's count. */
  onArrival?: (arrival: { device: string; topic: string | undefined }) => void;
}

/** Checks an RFC 8292 `vapid t=<jwt>, k=<key>` header: ES256 over the JWT with the key it names. */
function verifiedVapid(header: string | undefined): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [, jwt = '', key = ''] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('the vapid key is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const [head = '', body = '', signature = ''] = jwt.split('.');
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the vapid signature does not verify');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  return { claims: JSON.parse(Buffer.from(body, 'base64url').toString()), key };
}

/**
 * A push service (RFC 8030) over HTTPS in the test process: it takes a message only with a valid VAPID
 * signature and decrypts it (RFC 8291, aes128gcm) with the keys of the device it is addressed to.
 * `answer` sets what a device's endpoint replies (201 by default; 404/410 for a gone subscription).
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  readonly refused: string[] = [];
  private readonly devices = new Map<string, TestDevice>();
  private readonly answers = new Map<string, number>();
  private readonly waiters: (() => void)[] = [];
  private server: Server | undefined;
  private origin = '';
  private readonly key: string;
  private arrivals = 0;
  /** TCP connections made to this service, whether or not a message followed. */
  connections = 0;
  /** The service's certificate (PEM), for NODE_EXTRA_CA_CERTS of an app in another process. */
  readonly cert: string;
  /** An HTTPS agent that trusts this service's certificate (an app in this process sends through it). */
  readonly agent: Agent;
  /**
   * This service as PUSH_SERVICE_HOSTS names it (filled by start()): an app sends to a push service on loopback
   * only because its operator named it, as production would name its own.
   */
  readonly serviceHosts: NamedPushService[] = [];
  /** The push settings of an app in this process that sends here: this agent, this service named. */
  readonly settings: PushSettings;

  constructor(private readonly options: PushServiceOptions = {}) {
    const { key, cert } = selfSignedCertificate();
    this.key = key;
    this.cert = cert;
    this.agent = new Agent({ ca: cert, keepAlive: true });
    this.settings = { agent: this.agent, serviceHosts: this.serviceHosts };
  }

  /** PUSH_SERVICE_HOSTS for an app in another process (after start()). */
  get hostsSetting(): string {
    return this.serviceHosts.map((h) => `${h.hostname}:${h.port}`).join(',');
  }

  async start(): Promise<this> {
    this.server = createServer({ key: this.key, cert: this.cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const status = this.receive(req.url ?? '', req.headers, Buffer.concat(chunks));
        res.writeHead(status).end();
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
    this.server.on('connection', () => this.connections++);
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.origin = `https://127.0.0.1:${port}`;
    this.serviceHosts.push({ hostname: '127.0.0.1', port });
    return this;
  }

  /** A new browser subscribed with this service: its endpoint and keys (new ones unless `reuse` gives them). */
  device(reuse: DeviceKeys = newDeviceKeys()): TestDevice {
    const { ecdh, auth } = reuse;
    const device: TestDevice = {
      endpoint: `${this.origin}/push/${randomBytes(12).toString('hex')}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth },
      ecdh,
    };
    this.devices.set(new URL(device.endpoint).pathname, device);
    return device;
  }

  /** What a device's endpoint answers from now on. */
  answer(device: TestDevice, status: number): void {
    this.answers.set(new URL(device.endpoint).pathname, status);
  }

  /** Messages that reached one device, decrypted. */
  to(device: TestDevice): ReceivedPush[] {
    return this.received.filter((p) => p.device === device.endpoint);
  }

  /** Resolves once `count` messages in all have arrived (or rejects after `ms`). */
  async waitFor(count: number, ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`${this.received.length} of ${count} pushes arrived`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  private receive(pathname: string, headers: Record<string, string | string[] | undefined>, body: Buffer) {
    const device = this.devices.get(pathname);
    if (!device) return 404;
    const status = this.answers.get(pathname) ?? 201;
    if (status >= 300) return status;
    const topic = headers.topic as string | undefined;
    if (!(this.options.check?.(this.arrivals++) ?? true)) {
      this.options.onArrival?.({ device: device.endpoint, topic });
      return 201;
    }
    try {
      const { claims, key } = verifiedVapid(headers.authorization as string | undefined);
      if (claims.aud !== this.origin) throw new Error(`aud ${claims.aud} is not ${this.origin}`);
      if (headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const text = ece
        .decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.keys.auth })
        .toString('utf8');
      this.received.push({
        device: device.endpoint,
        claims,
        vapidKey: key,
        ttl: headers.ttl as string,
        text,
      });
      this.options.onArrival?.({ device: device.endpoint, topic });
      return 201;
    } catch (error) {
      this.refused.push(String(error));
      return 400;
    }
  }

  async close(): Promise<void> {
    this.agent.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A browser's key pair (P-256) and auth secret (16 random bytes), as a browser makes them when it subscribes. */
export function newDeviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: b64url(randomBytes(16)) };
}

/** The Authorization header a push to `device` carries, signed with `vapid` (what the app's sender signs with). */
export function vapidAuthorization(
  device: TestDevice,
  vapid: { publicKey: string; privateKey: string },
): string {
  const { Authorization } = webpush.getVapidHeaders(
    new URL(device.endpoint).origin,
    'mailto:test@example.com',
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
  );
  return Authorization;
}
