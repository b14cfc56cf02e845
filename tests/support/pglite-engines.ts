import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../src/server/platform/db/client';
import { PGLITE_TEMPLATE_FILE } from './databases';

// Embedded engines a test worker keeps between its test files. Starting one from the migrated template took
// 1.5-3 s of CPU (half of it the kernel's, mapping the engine's memory), about 150 times a run; emptying one takes
// a few hundred milliseconds. A worker keeps the modules it imported (vitest.config.ts: isolate false), so an
// engine given back by one file is taken by the next. What a file leaves behind does not survive the return:
// every table is emptied (identities restarted), the session is reset (DISCARD ALL: settings, prepared
// statements, advisory locks, listeners) and an engine whose schema no longer matches the template is closed.

/** Most engines kept idle per worker: files run one at a time in a worker, one is enough with a spare. */
const MAX_IDLE = 2;

const idle: PGlite[] = [];
let template: Promise<Buffer> | undefined;
let shape: Promise<{ truncate: string; fingerprint: string }> | undefined;

/** The schema as the template has it: tables, columns, triggers and functions of the public schema. */
const FINGERPRINT = `
  select md5(coalesce(string_agg(x, ',' order by x), '')) as fingerprint from (
    select c.relname::text || ':' || c.relkind::text || ':' || coalesce(a.attname::text, '') || ':' ||
           coalesce(a.atttypid::text, '') as x
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public'
    union all
    select t.tgname::text || ':' || t.tgenabled::text
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public'
    union all
    select p.proname::text || ':' || md5(p.prosrc)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public'
  ) s`;

async function fingerprintOf(engine: PGlite): Promise<string> {
  const { rows } = await engine.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]!.fingerprint;
}

/** What emptying an engine takes, and the schema it must still have: read once, from a fresh engine. */
async function shapeOf(engine: PGlite) {
  const { rows } = await engine.query<{ name: string }>(
    `select quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname not like 'kysely\\_%'
      order by c.relname`,
  );
  return {
    truncate: `truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`,
    fingerprint: await fingerprintOf(engine),
  };
}

/** An engine as the template is: one kept by this worker, or a new one from the template. */
export async function takeEngine(): Promise<PGlite> {
  const kept = idle.pop();
  if (kept) return kept;
  template ??= readFile(PGLITE_TEMPLATE_FILE);
  const engine = openPglite({ loadDataDir: new Blob([new Uint8Array(await template)]) });
  await engine.waitReady;
  shape ??= shapeOf(engine);
  await shape;
  return engine;
}

/** Empties the engine and keeps it for the next file; closes it when it cannot be brought back to the template. */
export async function giveBack(engine: PGlite): Promise<void> {
  try {
    const { truncate, fingerprint } = await shape!;
    // A transaction left open by the file ends here (outside one, ROLLBACK only warns).
    await engine.exec('rollback');
    await engine.exec(truncate);
    await engine.exec('discard all');
    if (idle.length < MAX_IDLE && (await fingerprintOf(engine)) === fingerprint) {
      idle.push(engine);
      return;
    }
  } catch {
    // Closed below: the next file starts from the template.
  }
  await engine.close().catch(() => undefined);
}

/**
 * The engine as a database sees it, except that closing it (Kysely's destroy) leaves it open: the test database's
 * cleanup gives it back instead.
 */
export function lentEngine(engine: PGlite): PGlite {
  return new Proxy(engine, {
    get(target, property) {
      if (property === 'close') return async () => undefined;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
