import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { account, sameOrigin } from '../../../tests/support/calls';
import { makeGame, makeSport, matchup } from '../../../tests/support/games';
import { sharedTestApp } from '../../../tests/support/test-app';
import { procedurePaths, procedures, quietMail } from '../../../tests/support/trpc/authorization';
import { accessOf } from '../../../tests/support/trpc/authorization-table';
import { fuzzInput } from '../../../tests/support/trpc/fuzz-arbitraries';
import { noInput } from '../../shared/schemas/no-input';
import { createSession } from '../modules/users/session.service';

// Random inputs to every procedure over HTTP /trpc (queries by GET, mutations by POST, subscriptions
// by GET as tRPC's event stream), as a player and as an admin: never a 5xx, never a stack trace, a
// refusal changes nothing, and a player's call to a signed-in procedure changes no one else's rows.
// Bounded: FUZZ_RUNS (default 6) runs per procedure, 2 for those taking no input; FUZZ_SEED replays.

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const t = sharedTestApp({ mailTransport: quietMail() });
const people = { player: { id: 0, email: '', cookie: '' }, admin: { id: 0, email: '', cookie: '' } };
// `owned`: a player's rows carry their id as user_id; `led`: a league's row carries its owner's as owner_id.
let tables: { name: string; owned: boolean; led: boolean }[] = [];

async function register(who: 'player' | 'admin') {
  const made = await account(t, who === 'admin');
  people[who] = { id: made.row.id, email: made.input.email, cookie: made.cookie };
}

/**
 * A fixture's session, minted again when a fuzzed call (a logout, a password set) ended it; true when
 * it minted one (a new row the next comparison must not count).
 */
async function keepSignedIn(): Promise<boolean> {
  let minted = false;
  for (const who of ['player', 'admin'] as const) {
    const res = await t.app.inject({ url: '/trpc/auth.user', headers: { cookie: people[who].cookie } });
    if (res.statusCode === 200) continue;
    const meta = { ip: '127.0.0.1', userAgent: 'fuzz' };
    people[who].cookie =
      `session=${(await createSession(t.deps.db, people[who].id, t.clock.now(), meta)).token}`;
    minted = true;
  }
  return minted;
}

/** The whole database, and the part the player does not own, each as one hash. */
async function fingerprint(): Promise<{ all: string; others: string }> {
  await t.deps.mailer.drain();
  const { id, email } = people.player;
  const hash = (name: string, where: ReturnType<typeof sql>) =>
    sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${sql.table(name)} x where ${where})`;
  const othersOf = (table: { name: string; owned: boolean; led: boolean }) =>
    table.name === 'users'
      ? sql`x.id <> ${id}`
      : table.name === 'mail_outbox'
        ? sql`x.to_address <> ${email}`
        : table.owned
          ? sql`x.user_id is distinct from ${id}`
          : table.led
            ? sql`x.owner_id is distinct from ${id}`
            : sql`true`;
  const all = sql.join(tables.map((table) => hash(table.name, sql`true`)));
  const others = sql.join(tables.map((table) => hash(table.name, othersOf(table))));
  const { rows } = await sql<{ all: string; others: string }>`select concat_ws(',', ${all}) as all,
    concat_ws(',', ${others}) as others`.execute(t.deps.db);
  return rows[0]!;
}

beforeAll(async () => {
  await register('player');
  await register('admin');
  // The server's push key pair is made once, by whoever asks first; made here, no fuzzed call makes it.
  const key = await t.app.inject({
    url: '/trpc/notifications.publicKey',
    headers: { cookie: people.player.cookie },
  });
  expect(key.statusCode).toBe(200);
  const sport = await makeSport(t.deps.db);
  for (const minutes of [-120, 90, 600]) {
    await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: minutes });
  }
  const { rows } = await sql<{ name: string; owned: boolean; led: boolean }>`select c.table_name as name,
      bool_or(c.column_name = 'user_id') as owned, bool_or(c.column_name = 'owner_id') as led
    from information_schema.columns c join information_schema.tables tb
      on tb.table_name = c.table_name and tb.table_schema = c.table_schema
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE' group by 1 order by 1`.execute(
    t.deps.db,
  );
  tables = rows;
});

const STACK = /\bat .+:\d+:\d+|node_modules|\/work\/|\bTypeError\b|\bRangeError\b|\bSyntaxError\b/;

/** One call as tRPC's HTTP link makes it. */
function send(path: string, input: string | undefined, cookie: string) {
  const type = procedures[path]!._def.type;
  const query = input === undefined ? '' : `?input=${encodeURIComponent(input)}`;
  if (type !== 'mutation')
    return t.app.inject({ url: `/trpc/${path}${query}`, headers: { ...sameOrigin, cookie } });
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...sameOrigin, cookie, 'content-type': 'application/json' },
    ...(input === undefined ? {} : { payload: input }),
  });
}

describe.each(procedurePaths)('%s', (path) => {
  const schema = procedures[path]!._def.inputs[0] as Parameters<typeof fuzzInput>[0];
  const runs = schema === noInput ? 2 : RUNS;
  const signedInOnly = accessOf(path)?.signedOut === 401;

  it(`survives ${runs} random inputs as a player and as an admin`, async () => {
    await keepSignedIn();
    let before = await fingerprint();
    const caller = fc.constantFrom('player' as const, 'admin' as const);
    await fc.assert(
      fc.asyncProperty(caller, fuzzInput(schema, people.admin.id), async (who, input) => {
        const res = await send(path, input, people[who].cookie);
        const what = `${path} as ${who} with ${input?.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        expect(res.body, what).not.toMatch(STACK);
        // Subscriptions answer 200 with an event stream; a fault there is an error event, not a status.
        expect(res.body, what).not.toContain('INTERNAL_SERVER_ERROR');
        const after = await fingerprint();
        if (res.statusCode >= 400) {
          const body = res.json();
          // tRPC's envelope, or Fastify's { message } for a body it could not read.
          expect(typeof (body.error?.message ?? body.message), what).toBe('string');
          expect(after.all === before.all, `${what}: a refused call changed the database`).toBe(true);
        }
        if (who === 'player' && signedInOnly) {
          expect(after.others === before.others, `${what}: the player changed someone else's rows`).toBe(
            true,
          );
        }
        before = (await keepSignedIn()) ? await fingerprint() : after;
      }),
      { numRuns: runs, seed: SEED, endOnFailure: true },
    );
  });
});
