import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EspnEventSpec, espnEventJson } from './events';

/**
 * A local HTTP server standing in for ESPN's site API, for tests: `boards` holds each league path's
 * events ('basketball/nba'), and tests change it between polls. `failing` answers 500 to everything,
 * `delayMs` holds every answer back, `requests` records each URL asked for.
 */
export async function startFakeEspn() {
  const fake = {
    base: '',
    boards: new Map<string, EspnEventSpec[]>(),
    failing: false,
    delayMs: 0,
    requests: [] as string[],
    reset() {
      fake.boards.clear();
      fake.failing = false;
      fake.delayMs = 0;
      fake.requests.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((req, res) => {
    fake.requests.push(req.url ?? '');
    const path = (req.url ?? '')
      .split('?')[0]!
      .replace(/^\//, '')
      .replace(/\/scoreboard$/, '');
    const events = fake.boards.get(path);
    const [status, body] = fake.failing
      ? [500, { message: 'upstream down' }]
      : events
        ? [200, { events: events.map(espnEventJson) }]
        : [404, { message: 'no such league' }];
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    }, fake.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
