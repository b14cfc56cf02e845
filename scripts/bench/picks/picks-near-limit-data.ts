import { sql } from 'kysely';
import { windowOf } from '../../../src/server/kernel/player-day';
import { hashToken, randomToken } from '../../../src/server/modules/users/tokens';
import type { DB } from '../../../src/server/platform/db/client';
import { PERIOD_TIMEZONE } from '../../../src/shared/constants';
import { localDay } from '../../../src/shared/periods';
import { type BenchTeams, benchGame, benchGames, benchTeams } from '../toolkit/app';

/** A signed-in player of the benchmark: premium (no cap) or free (the daily cap). */
export interface BenchPlayer {
  id: number;
  tier: 'free' | 'premium';
  /** The session token the cookie carries. */
  token: string;
}

/**
 * Players written straight into the database with one session each (signing 2,000 people up through the
 * API would spend minutes hashing passwords, which is not what is measured). They cannot sign in with a
 * password; the session is all the benchmark needs.
 */
export async function seedPlayers(db: DB, premium: number, free: number): Promise<BenchPlayer[]> {
  const now = new Date();
  const tiers = [
    ...Array.from({ length: premium }, () => 'premium' as const),
    ...Array.from({ length: free }, () => 'free' as const),
  ];
  const players: BenchPlayer[] = [];
  for (let i = 0; i < tiers.length; i += 1000) {
    const slice = tiers.slice(i, i + 1000);
    const rows = await db
      .insertInto('users')
      .values(
        slice.map((tier, j) => ({
          username: `rush_${i + j}`,
          email: `rush_${i + j}@example.com`,
          password_hash: 'no password: a benchmark player',
          subscription_tier: tier,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'subscription_tier'])
      .execute();
    const sessions = rows.map((row) => ({ row, id: randomToken(15), secret: randomToken(20) }));
    await db
      .insertInto('sessions')
      .values(
        sessions.map((s) => ({
          id: s.id,
          secret_hash: hashToken(s.secret),
          user_id: s.row.id,
          created_at: now,
          expires_at: new Date(now.getTime() + 30 * 86_400_000),
          user_agent: 'bench',
          ip_address: '127.0.0.1',
        })),
      )
      .execute();
    for (const s of sessions)
      players.push({ id: s.row.id, tier: s.row.subscription_tier, token: `${s.id}.${s.secret}` });
  }
  return players;
}

/** `count` games open for picks (starting in an hour), between the bench sport's two teams. */
export async function seedOpenGames(db: DB, count: number) {
  const teams = await benchTeams(db);
  const start = new Date(Date.now() + 3_600_000);
  const gameIds = await benchGames(
    db,
    teams,
    Array.from({ length: count }, () => start),
  );
  return { ...teams, gameIds };
}

/** The table the bare route writes: one row per (user, game), as picks. */
export async function createBareTable(db: DB): Promise<void> {
  await sql`create table bare_picks (
    id serial primary key,
    user_id integer not null,
    game_id integer not null,
    picked_at timestamptz not null default now(),
    unique (user_id, game_id)
  )`.execute(db);
}

/** A seeded shuffle (mulberry32), so two runs send the same calls in the same order. */
export function shuffle<T>(items: T[], seed = 28): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A game that started half an hour ago (live, so score entry grades it) with a pick of each of `userIds`. */
export async function seedStartedGameWithPicks(
  db: DB,
  teams: BenchTeams,
  userIds: number[],
): Promise<number> {
  // Started 30 minutes ago, or just after midnight in New York when that was yesterday there: a signed-out socket's
  // today list (New York's day) holds a live game of any day but a completed one of today only, so a game of
  // yesterday would leave the list at its score entry and no socket would see its final score.
  const now = Date.now();
  const { from } = windowOf(localDay(new Date(now), PERIOD_TIMEZONE).date, PERIOD_TIMEZONE);
  const start = Math.min(now - 10_000, Math.max(now - 30 * 60_000, from.getTime()));
  const gameId = await benchGame(db, teams, new Date(start), { status: 'live' });
  for (let i = 0; i < userIds.length; i += 5000) {
    await db
      .insertInto('picks')
      .values(
        userIds.slice(i, i + 5000).map((user_id, j) => ({
          user_id,
          game_id: gameId,
          // Half on each side: the grading writes wins and losses.
          selected_team_id: (i + j) % 2 ? teams.home : teams.away,
        })),
      )
      .execute();
  }
  return gameId;
}
