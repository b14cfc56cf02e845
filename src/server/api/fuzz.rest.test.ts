import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, sameOrigin } from '../../../tests/support/calls';
import { makeGame, makeSport, matchup } from '../../../tests/support/games';
import { MemoryTransport } from '../../../tests/support/mail';
import { type FuzzRequest, fuzzRequest, wellFormed } from '../../../tests/support/rest/fuzz-arbitraries';
import { sharedTestApp } from '../../../tests/support/test-app';
import { createSession } from '../modules/users/session.service';
import { openApiPath } from '../platform/transport/openapi/operation';
import { navigations } from './navigations';
import { appOpenApiDocument } from './reference';
import { appProcedures } from './router';
import { restRoutes, routeKey } from './routes';

// Random and malformed bodies, parameters and query strings at every /api path, as nobody, a player,
// an admin (cookie and bearer) and a bad token: never a 5xx, never a status its OpenAPI entry does not
// list, never a stack trace, always a JSON message, and a refused call leaves the database exactly as it was.
//
// Bounded for speed: FUZZ_RUNS (default 10) runs per path taking input, a third of that for the
// rest. FUZZ_SEED replays a failure fast-check reported.

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const t = sharedTestApp({ mailTransport: new MemoryTransport() });
const doc = appOpenApiDocument();
const people = { player: { id: 0, cookie: '' }, admin: { id: 0, cookie: '' } };
let adminToken = '';
let tables: string[] = [];

/** One text for the whole database: each table's rows, hashed. Cheap on a test database. */
async function fingerprint(): Promise<string> {
  await t.deps.mailer.drain();
  const parts = tables.map(
    (name) =>
      sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${sql.table(name)} x)`,
  );
  const { rows } = await sql<{ f: string }>`select concat_ws(',', ${sql.join(parts)}) as f`.execute(
    t.deps.db,
  );
  return rows[0]!.f;
}

/** A fixture's session, minted again when a fuzzed call (a logout, a password set) ended it. */
async function keepSignedIn() {
  const valid = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/auth/user', headers })).statusCode === 200;
  const mint = async (userId: number) =>
    (await createSession(t.deps.db, userId, t.clock.now(), { ip: '127.0.0.1', userAgent: 'fuzz' })).token;
  for (const who of ['player', 'admin'] as const) {
    if (!(await valid({ cookie: people[who].cookie })))
      people[who].cookie = `session=${await mint(people[who].id)}`;
  }
  if (!(await valid({ authorization: `Bearer ${adminToken}` }))) adminToken = await mint(people.admin.id);
}

beforeAll(async () => {
  for (const who of ['player', 'admin'] as const) {
    const made = await account(t, who === 'admin');
    people[who] = { id: made.row.id, cookie: made.cookie };
  }
  const sport = await makeSport(t.deps.db);
  for (const minutes of [-120, 90, 600, 2000]) {
    await makeGame(t.deps.db, {
      ...matchup(sport),
      startsInMinutes: minutes,
    });
  }
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`.execute(t.deps.db);
  tables = rows.map((r) => r.name);
  await keepSignedIn();
});

function headersFor(req: FuzzRequest): Record<string, string> {
  const base: Record<string, string> = { ...sameOrigin };
  if (req.body) base['content-type'] = req.body.type;
  if (req.auth === 'player' || req.auth === 'admin') base.cookie = people[req.auth].cookie;
  if (req.auth === 'admin-bearer') base.authorization = `Bearer ${adminToken}`;
  if (req.auth === 'bad-bearer')
    base.authorization = 'Bearer aaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
  return base;
}

const STACK = /\bat .+:\d+:\d+|node_modules|\/work\/|\bTypeError\b|\bSyntaxError\b/;

describe.each([...restRoutes, ...navigations].map((r) => [routeKey(r), r] as const))('%s', (_key, route) => {
  const takesInput = route.procedure ? appProcedures.describe(route.procedure).input !== null : false;
  const runs = takesInput || route.method !== 'GET' ? RUNS : Math.max(2, Math.ceil(RUNS / 3));

  const documented = Object.keys(
    doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.responses ?? {},
  );

  it(`survives ${runs} random requests without a 5xx, an undocumented status or a change on refusal`, async () => {
    await keepSignedIn();
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(fuzzRequest(route), async (req) => {
        const path = route.url.replace(/:(\w+)/g, (_m, n: string) =>
          encodeURIComponent(wellFormed(req.params[n] ?? '')),
        );
        const res = await t.app.inject({
          method: route.method,
          url: `/api${path}${req.query ? `?${req.query}` : ''}`,
          headers: headersFor(req),
          ...(req.body ? { payload: req.body.text } : {}),
        });
        const what = `${route.method} ${path} as ${req.auth} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        // Whatever it answers is in its OpenAPI entry (list a new status on the route, never here).
        expect(documented, `${what}: a status its OpenAPI entry does not list`).toContain(
          String(res.statusCode),
        );
        const after = await fingerprint();
        if (res.statusCode >= 400) {
          expect(res.headers['content-type'], what).toMatch(/application\/json/);
          expect(typeof res.json().message, what).toBe('string');
          expect(res.body, what).not.toMatch(STACK);
          expect(after === before, `${what}: the database changed on a refused call`).toBe(true);
        }
        before = after;
      }),
      { numRuns: runs, seed: SEED, endOnFailure: true },
    );
  });
});

describe('broken URLs', () => {
  it.each([
    '/api/picks/%E0%A4%A',
    '/api/users/%/picks/history',
    '/api/auth/check-username/%zz',
    '/api/leaderboard/weekly?limit=%',
  ])('%s is a 4xx in plain words', async (url) => {
    const res = await t.app.inject({
      method: url.includes('picks/%E0') ? 'PUT' : 'GET',
      url,
      headers: { ...sameOrigin, cookie: people.admin.cookie },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(typeof res.json().message).toBe('string');
  });
});
