import { sql } from 'kysely';
import { beforeAll } from 'vitest';
import { pickResultSql } from '../../src/server/kernel/pick-result.sql';
import { dayWindow } from '../../src/server/kernel/player-day';
import type { DB } from '../../src/server/platform/db/client';
import { DEFAULT_TIMEZONE } from '../../src/shared/constants';

let counter = 0;

/** A sport with two or more teams of its own. */
export async function makeSport(db: DB, name = `Sport ${process.pid}-${++counter}`, teamCount = 4) {
  const sport = await db
    .insertInto('sports')
    .values({ name, display_name: name })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const teams = await db
    .insertInto('teams')
    .values(
      Array.from({ length: teamCount }, (_, i) => ({
        sport_id: sport.id,
        name: `${name} Team ${i + 1}`,
        primary_color: '#112233',
        secondary_color: '#FFFFFF',
        wins: 10 - i,
        losses: 2 + i,
        ties: i,
      })),
    )
    .returning(['id', 'name'])
    .execute();
  return { ...sport, teams };
}

export type Sport = Awaited<ReturnType<typeof makeSport>>;

/**
 * A sport of the test file's own, made before its tests by makeSport(name, teamCount): the object is filled in
 * then, so the tests read `sport.id` and `sport.teams` as they would of any sport.
 */
export function sportBeforeAll(t: { deps: { db: DB } }, name?: string, teamCount?: number): Sport {
  const sport = {} as Sport;
  beforeAll(async () => {
    Object.assign(sport, await makeSport(t.deps.db, name, teamCount));
  });
  return sport;
}

/** The database's clock (what locking uses). */
export async function dbNow(db: DB): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return rows[0]!.now;
}

/**
 * A start `minutesAgo` before now, but never before today began in New York (the signed-out viewer's day): a
 * live game that a test looks for in today's list stays in it just after midnight.
 */
export async function earlierToday(db: DB, minutesAgo: number): Promise<Date> {
  const now = await dbNow(db);
  const { from } = dayWindow(now, DEFAULT_TIMEZONE, 'today');
  return new Date(Math.max(now.getTime() - minutesAgo * 60_000, from.getTime() + 1000));
}

/** A start at most `minutesAhead` after now, but never after today ends in New York (the signed-out viewer's day). */
export async function laterToday(db: DB, minutesAhead = 60): Promise<Date> {
  const now = await dbNow(db);
  const { to } = dayWindow(now, DEFAULT_TIMEZONE, 'today');
  return new Date(Math.min(now.getTime() + minutesAhead * 60_000, to.getTime() - 1000));
}

export interface GameSpec {
  sportId: number;
  homeTeamId: number;
  awayTeamId: number;
  /** Start relative to the database clock. */
  startsInMinutes?: number;
  at?: Date;
  status?: 'scheduled' | 'live' | 'completed';
  winnerTeamId?: number | null;
  isPush?: boolean;
}

/** The sport of `sport` with its teams i and i + 1 as home and away, for a GameSpec. */
export const matchup = (sport: { id: number; teams: { id: number }[] }, i = 0) => ({
  sportId: sport.id,
  homeTeamId: sport.teams[i]!.id,
  awayTeamId: sport.teams[i + 1]!.id,
});

export async function makeGame(db: DB, spec: GameSpec) {
  const at = spec.at ?? new Date((await dbNow(db)).getTime() + (spec.startsInMinutes ?? 60) * 60_000);
  return db
    .insertInto('games')
    .values({
      sport_id: spec.sportId,
      home_team_id: spec.homeTeamId,
      away_team_id: spec.awayTeamId,
      scheduled_time: at,
      status: spec.status ?? 'scheduled',
      winner_team_id: spec.winnerTeamId ?? null,
      is_push: spec.isPush ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Picks with their results as players see them (their game's graded outcome, else a hand-made result). */
export function picksWithResults(db: DB) {
  return db
    .selectFrom('picks as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .select(['p.id', 'p.user_id', 'p.game_id', 'p.selected_team_id', pickResultSql().as('result')]);
}

/** A player's stored all-time figures. */
export function storedTotals(db: DB, userId: number) {
  return db
    .selectFrom('standings')
    .select(['total_picks', 'total_wins', 'total_losses', 'total_pushes', 'current_streak', 'longest_streak'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}
