import { sessionCookieName } from '../../../src/server/modules/users/cookies';
import { hashPassword } from '../../../src/server/modules/users/password';
import { createSession } from '../../../src/server/modules/users/session.service';
import type { DB } from '../../../src/server/platform/db/client';
import { databaseNow } from '../../../src/server/platform/db/now';
import { benchTeams } from '../toolkit/app';

// The soak's data: premium players with sessions, open games far enough ahead that no socket lists them,
// and one live game of today whose score changes reach every socket.

export interface SoakPlayer {
  id: number;
  /** `name=value` of the session cookie the server (NODE_ENV=production) reads. */
  cookie: string;
}

export interface SoakData {
  players: SoakPlayer[];
  /** Open games for the picks. */
  gameIds: number[];
  home: number;
  away: number;
  /** The live game the admin scores during the soak. */
  liveGameId: number;
}

const DAY_MS = 86_400_000;

/**
 * Users are inserted with one precomputed argon2 hash, and their sessions are created with the server's
 * own createSession: sign-ups and sign-ins cost an argon2 hash each and meet the per-IP limits on
 * register (10 an hour) and login (30 in 15 minutes), meant for people, not for 1,000 players from one
 * loopback address. The picks then go through the whole server, cookie and all.
 */
export async function prepareSoakData(db: DB, players: number, games: number): Promise<SoakData> {
  const now = await databaseNow(db);
  const { sportId, home, away } = await benchTeams(db);
  // Three days ahead: in neither today's nor tomorrow's list, so a pick's pickStats change is read once per
  // flush but sent to no socket. Picks on listed games would make every pick a message to every socket,
  // which is the fan-out benchmark's subject, not this one's.
  const start = now.getTime() + 3 * DAY_MS;
  const gameRows = await db
    .insertInto('games')
    .values(
      Array.from({ length: games }, (_, i) => ({
        sport_id: sportId,
        home_team_id: home,
        away_team_id: away,
        scheduled_time: new Date(start + i * 60_000),
      })),
    )
    .returning('id')
    .execute();
  const live = await db
    .insertInto('games')
    .values({
      sport_id: sportId,
      home_team_id: home,
      away_team_id: away,
      scheduled_time: new Date(now.getTime() - 60_000),
      status: 'live',
      home_score: 0,
      away_score: 0,
      current_period: 1,
      time_remaining: 'Q1 12:00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const passwordHash = await hashPassword('soak-player-password');
  const ids: number[] = [];
  for (let from = 0; from < players; from += 1000) {
    const rows = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(1000, players - from) }, (_, i) => ({
          username: `soak_${from + i}`,
          email: `soak_${from + i}@example.com`,
          password_hash: passwordHash,
          subscription_tier: 'premium' as const,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const name = sessionCookieName(true);
  const soakPlayers: SoakPlayer[] = [];
  for (let i = 0; i < ids.length; i += 20) {
    const batch = await Promise.all(
      ids.slice(i, i + 20).map(async (id) => {
        const session = await createSession(db, id, now, { ip: '127.0.0.1', userAgent: 'soak' });
        return { id, cookie: `${name}=${session.token}` };
      }),
    );
    soakPlayers.push(...batch);
  }
  return { players: soakPlayers, gameIds: gameRows.map((g) => g.id), home, away, liveGameId: live.id };
}
