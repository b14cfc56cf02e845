import { sessionCookieName } from '../../../src/server/modules/users/cookies';
import { hashToken, randomToken } from '../../../src/server/modules/users/tokens';
import type { DB } from '../../../src/server/platform/db/client';

// The leagues benchmarks' data: one league of `members` players, each signed in (a session of their own), written
// straight into the database: signing 1,000 people up through the API would spend minutes hashing passwords and
// meet the per-address limits, neither of which is measured here.

export interface LeagueMember {
  id: number;
  /** `name=value` of the session cookie the production server reads. */
  cookie: string;
}

export interface BenchLeague {
  leagueId: number;
  /** The owner first. */
  members: LeagueMember[];
}

/** The members' zone: their "today" is New York's, so the benchmark knows which day the picks view shows. */
export const MEMBER_ZONE = 'America/New_York';

/** `members` players named `<prefix>_<i>`, each with a session, all in one league owned by the first. */
export async function seedLeague(db: DB, members: number, prefix: string): Promise<BenchLeague> {
  const now = new Date();
  const list: LeagueMember[] = [];
  const cookieName = sessionCookieName(true);
  for (let from = 0; from < members; from += 1000) {
    const rows = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(1000, members - from) }, (_, i) => ({
          username: `${prefix}_${from + i}`,
          email: `${prefix}_${from + i}@example.com`,
          password_hash: 'no password: a benchmark player',
          timezone: MEMBER_ZONE,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    const sessions = rows.map((row) => ({ userId: row.id, id: randomToken(15), secret: randomToken(20) }));
    await db
      .insertInto('sessions')
      .values(
        sessions.map((s) => ({
          id: s.id,
          secret_hash: hashToken(s.secret),
          user_id: s.userId,
          created_at: now,
          expires_at: new Date(now.getTime() + 30 * 86_400_000),
          user_agent: 'bench',
          ip_address: '127.0.0.1',
        })),
      )
      .execute();
    for (const s of sessions) list.push({ id: s.userId, cookie: `${cookieName}=${s.id}.${s.secret}` });
  }
  const league = await db
    .insertInto('leagues')
    .values({ name: 'Bench League', owner_id: list[0]!.id, invite_code: 'BENCH0000001', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let from = 0; from < list.length; from += 1000) {
    await db
      .insertInto('league_members')
      .values(
        list.slice(from, from + 1000).map((m) => ({ league_id: league.id, user_id: m.id, joined_at: now })),
      )
      .execute();
  }
  return { leagueId: league.id, members: list };
}
