import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One owner per table (ADR 0015): every table has exactly one module, and only that module's repos (and the SQL
// beside its rules) write it. This reads every write statement in src/server and checks who wrote it.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'src/server');

/** Table -> the module (folder of src/server) that owns it. */
const OWNERS: Record<string, string> = {
  users: 'users',
  sessions: 'auth',
  password_reset_tokens: 'auth',
  mail_outbox: 'mail',
  sports: 'catalog',
  teams: 'catalog',
  games: 'games',
  picks: 'picks',
  pick_days: 'picks',
  standings: 'grading',
  period_archive: 'grading',
  board_entries: 'leaderboard',
  board_leaders: 'leaderboard',
  board_tops: 'leaderboard',
  leaderboard_counts: 'leaderboard',
  leaderboard_rank_groups: 'leaderboard',
  achievement_unlocks: 'achievements',
  achievement_shares: 'achievements',
  pick_tallies: 'achievements',
  weekly_rank_snapshots: 'achievements',
  prizes: 'prizes',
  suggested_games: 'sports-feed',
  feed_health: 'sports-feed',
  job_leases: 'scheduler',
  idempotency_keys: 'rest',
  effect_jobs: 'effects',
  admin_audit: 'audit',
  push_subscriptions: 'notifications',
  push_vapid_keys: 'notifications',
  push_prompts: 'notifications',
  notifications_sent: 'notifications',
  leagues: 'leagues',
  league_members: 'leagues',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The code of a file without its comments (words like "update" in prose are not writes). */
const code = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n');

const WRITES = [
  /\b(?:insertInto|updateTable|deleteFrom)\(\s*'(\w+)/g,
  /\b(?:insert\s+into|update|delete\s+from)\s+(\w+)\s+(?:\w+\s+)?(?:\(|set\b|select\b|using\b|values\b|where\b|from\b|[a-z]\b)/gi,
];

/** Every (file, table) write in src/server. */
function writes(): { file: string; module: string; table: string }[] {
  return sourceFiles(SERVER).flatMap((file) => {
    const text = code(readFileSync(file, 'utf8'));
    const module = path.relative(SERVER, file).split(path.sep)[0]!;
    return WRITES.flatMap((pattern) =>
      [...text.matchAll(pattern)]
        .map((m) => m[1]!.toLowerCase())
        .filter((table) => table in OWNERS || /^[a-z_]+$/.test(table))
        .map((table) => ({ file: path.relative(ROOT, file), module, table })),
    );
  });
}

describe('one owner per table', () => {
  it('names an owner for every table of the schema', () => {
    const schema = readFileSync(path.join(SERVER, 'db/schema.ts'), 'utf8');
    const database = schema.slice(schema.indexOf('export interface Database {'));
    const tables = [...database.slice(0, database.indexOf('}')).matchAll(/^\s+(\w+):/gm)].map((m) => m[1]!);
    expect(tables.length).toBeGreaterThan(15);
    expect(tables.filter((t) => !(t in OWNERS))).toEqual([]);
  });

  it('finds the writes it checks (the scan is not blind)', () => {
    const found = new Set(writes().map((w) => w.table));
    for (const table of ['users', 'games', 'picks', 'standings', 'period_archive', 'teams', 'board_leaders'])
      expect(found).toContain(table);
  });

  it("writes each table only in its owner's repos and SQL files", () => {
    const stray = writes()
      .filter((w) => w.table in OWNERS)
      .filter((w) => w.module !== OWNERS[w.table] || !/\.(repo|sql)\.ts$/.test(w.file))
      .map((w) => `${w.file} writes ${w.table} (owner: ${OWNERS[w.table]})`);
    expect(stray).toEqual([]);
  });
});
