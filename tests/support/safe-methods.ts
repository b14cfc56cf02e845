import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DB } from '../../src/server/platform/db/client';

// The walk of every GET route (src/server/api/safe-methods.test.ts): the routes as Fastify holds them, and a
// fingerprint of every row of every table to compare before and after.

/**
 * Every GET route the app registered, as Fastify itself lists them (printRoutes), so a route added anywhere
 * is walked without a line here. Paths keep their `:name` parameters.
 */
export function getRoutes(app: FastifyInstance): string[] {
  const tree = app.printRoutes({ commonPrefix: false, method: 'GET' });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    // `│   ├── segment (GET)`: four characters a level, then the branch and the segment.
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]?.split(', ').includes('GET')) routes.push(stack.join(''));
  }
  return routes;
}

/**
 * What a read may change, with its reason; the fingerprint leaves out exactly these columns. Kept in step with
 * docs/rules.md ("Reads change nothing").
 */
export const CHANGED_ON_READ: Readonly<Record<string, readonly string[]>> = {
  // A session's sliding expiry (ADR 0001, Lucia's design): a session used in its last 15 days is renewed to
  // 30 days from that use. Without it an active player would be signed out mid-season.
  sessions: ['expires_at'],
};

/** Per table, an md5 of its rows (the columns of CHANGED_ON_READ left out), in one statement. */
export async function fingerprint(db: DB): Promise<Record<string, string>> {
  const { rows: columns } = await sql<{ table: string; column: string }>`
    select c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (CHANGED_ON_READ[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const parts = [...byTable].map(([table, cols]) => {
    const row = sql`row(${sql.join(cols.map((c) => sql.ref(`x.${c}`)))})::text`;
    return sql`select ${table}::text as name,
      (select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from ${sql.table(table)} x) as md5`;
  });
  const { rows } = await sql<{ name: string; md5: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.md5]));
}

/** The tables whose fingerprint differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
