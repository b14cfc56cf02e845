import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One owner per table (ADR 0015): every table has exactly one module, and only that module's repos (and the SQL
// beside its rules) write it. This reads every write statement in src/server and checks who wrote it.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = path.join(ROOT, 'src/server');

/** Table -> the folder of src/server that owns it (a module, or a part of the platform). */
const OWNERS: Record<string, string> = {
  users: 'modules/users',
  sessions: 'modules/users',
  password_reset_tokens: 'modules/users',
  mail_outbox: 'platform/mail',
  sports: 'modules/catalog',
  teams: 'modules/catalog',
  games: 'modules/games',
  picks: 'modules/picks',
  pick_days: 'modules/picks',
  standings: 'modules/grading',
  period_archive: 'modules/grading',
  record_checkpoints: 'modules/grading',
  board_entries: 'modules/leaderboard',
  board_leaders: 'modules/leaderboard',
  board_tops: 'modules/leaderboard',
  leaderboard_counts: 'modules/leaderboard',
  leaderboard_rank_groups: 'modules/leaderboard',
  achievement_unlocks: 'modules/achievements',
  achievement_shares: 'modules/achievements',
  pick_tallies: 'modules/achievements',
  weekly_rank_snapshots: 'modules/achievements',
  prizes: 'modules/prizes',
  prize_winners: 'modules/prizes',
  suggested_games: 'modules/sports-feed',
  feed_health: 'modules/sports-feed',
  job_leases: 'platform/scheduler',
  idempotency_keys: 'platform/transport/rest',
  effect_jobs: 'platform/effects',
  admin_audit: 'platform/audit',
  push_subscriptions: 'modules/notifications',
  push_vapid_keys: 'modules/notifications',
  push_prompts: 'modules/notifications',
  notifications_sent: 'modules/notifications',
  calendar_feeds: 'modules/calendar',
  leagues: 'modules/leagues',
  league_members: 'modules/leagues',
  league_matchups: 'modules/leagues',
  user_identities: 'modules/users',
  passkeys: 'modules/users',
  auth_flows: 'modules/users',
  webauthn_challenges: 'modules/users',
  data_exports: 'modules/users',
  league_messages: 'modules/chat',
  league_message_reactions: 'modules/chat',
  league_chat_reads: 'modules/chat',
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
  // platform/db/expired.ts deletes from the table its caller names: the caller's file is the write.
  /\bdeleteExpired\(\s*\w+,\s*'(\w+)/g,
  /\b(?:insert\s+into|update|delete\s+from)\s+(\w+)\s+(?:\w+\s+)?(?:\(|set\b|select\b|using\b|values\b|where\b|from\b|[a-z]\b)/gi,
];

/** Every (file, table) write in src/server. */
function writes(): { file: string; module: string; table: string }[] {
  return sourceFiles(SERVER).flatMap((file) => {
    const text = code(readFileSync(file, 'utf8'));
    const where = path.relative(SERVER, file).split(path.sep).join('/');
    // The owner folder the file sits in: the longest one of OWNERS that contains it.
    const module =
      [...new Set(Object.values(OWNERS))]
        .filter((owner) => where.startsWith(`${owner}/`))
        .sort((x, y) => y.length - x.length)[0] ?? where.split('/').slice(0, 2).join('/');
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
    const schema = readFileSync(path.join(SERVER, 'platform/db/schema.ts'), 'utf8');
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
