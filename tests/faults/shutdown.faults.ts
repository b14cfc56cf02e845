import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from '../support/scratch-postgres';
import { type ServerProcess, startServerProcess } from '../support/server-process';

// SIGTERM while a client's keep-alive connection has a request under way: the request is answered, and the
// connection, idle after it, does not hold the close open (the HTTP server closes only the connections idle
// when closing begins; keep-alive's timeout is 72 s), so the server closes in order and exits 0 within its
// grace period.

const GRACE_MS = 5_000;

let scratch: ScratchDatabase;
let server: ServerProcess | undefined;

beforeAll(async () => {
  scratch = await scratchDatabase('faults_shutdown');
}, 60_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await scratch?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM with a request under way on a keep-alive connection', () => {
  it('answers it, then closes in order and exits 0 within the grace period', async () => {
    server = await startServerProcess(scratch.url, { SHUTDOWN_GRACE_MS: String(GRACE_MS) });
    const { hostname, port } = new URL(server.base);
    const client = net.connect(Number(port), hostname);
    await once(client, 'connect');
    let answer = '';
    client.on('data', (d) => {
      answer += d;
    });
    // The request's head now, its body once closing has begun: the request is under way meanwhile.
    client.write(
      `POST /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 2\r\nConnection: keep-alive\r\n\r\n',
    );
    await sleep(300);
    const exited = once(server.child, 'exit');
    const sent = Date.now();
    server.child.kill('SIGTERM');
    await sleep(300);
    client.write('{}');

    const [code] = (await exited) as [number | null];
    const ms = Date.now() - sent;
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(code, server.output.join('')).toBe(0);
    // The grace period counts from the signal's arrival; the second more is for the process to be reaped.
    expect(ms).toBeLessThan(GRACE_MS + 1_000);
    client.destroy();
  }, 120_000);
});
