import { sql, type Updateable } from 'kysely';
import type { DB } from '../db/client';
import type { TeamsTable } from '../db/schema';
import type { FeedSportRow } from '../sports-feed/feed-catalog';

// Sports and teams as the sports feed reads and writes them (suggested games, team sync).

/** A sport by its name, ignoring case. */
export function findSportByName(db: DB, name: string) {
  return db
    .selectFrom('sports')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

/** The id of a feed league's sport row, created when missing (a fresh install without the demo). */
export async function ensureSport(db: DB, sport: FeedSportRow): Promise<number> {
  const inserted = await db
    .insertInto('sports')
    .values({
      name: sport.name,
      display_name: sport.displayName,
      description: sport.description,
      provider_path: sport.providerPath,
    })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const found = await findSportByName(db, sport.name);
  if (!found) throw new Error(`sport ${sport.name} neither inserted nor found`);
  return found.id;
}

export const FEED_TEAM_COLUMNS = [
  'id',
  'name',
  'abbreviation',
  'provider_team_id',
  'primary_color',
  'secondary_color',
  'wins',
  'losses',
  'ties',
] as const;

/** Every team of a sport, as team sync compares them with the feed. */
export function sportTeams(db: DB, sportId: number) {
  return db
    .selectFrom('teams')
    .select(FEED_TEAM_COLUMNS)
    .where('sport_id', '=', sportId)
    .orderBy('id')
    .execute();
}

export type FeedTeamRow = Awaited<ReturnType<typeof sportTeams>>[number];

/** A team of a sport by the feed's team id, else by name ignoring case. */
export async function findFeedTeam(db: DB, sportId: number, providerTeamId: string, name: string) {
  const byProvider = providerTeamId
    ? await db
        .selectFrom('teams')
        .select(FEED_TEAM_COLUMNS)
        .where('sport_id', '=', sportId)
        .where('provider_team_id', '=', providerTeamId)
        .executeTakeFirst()
    : undefined;
  return (
    byProvider ??
    db
      .selectFrom('teams')
      .select(FEED_TEAM_COLUMNS)
      .where('sport_id', '=', sportId)
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst()
  );
}

export interface NewFeedTeam {
  name: string;
  abbreviation: string | null;
  providerTeamId: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  wins: number;
  losses: number;
  ties: number;
}

const teamValues = (sportId: number, team: NewFeedTeam, at: Date) => ({
  sport_id: sportId,
  name: team.name,
  abbreviation: team.abbreviation,
  provider_team_id: team.providerTeamId,
  primary_color: team.primaryColor,
  secondary_color: team.secondaryColor,
  wins: team.wins,
  losses: team.losses,
  ties: team.ties,
  created_at: at,
  updated_at: at,
});

/**
 * Inserts a team; undefined when its name or feed id is already taken in the sport (a concurrent
 * sync or approval made it first), so callers look it up again.
 */
export function insertFeedTeam(db: DB, sportId: number, team: NewFeedTeam, at: Date) {
  return db
    .insertInto('teams')
    .values(teamValues(sportId, team, at))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Inserts teams, leaving out any whose name or feed id is taken meanwhile; returns how many went in. */
export async function insertFeedTeams(db: DB, sportId: number, teams: NewFeedTeam[], at: Date) {
  if (teams.length === 0) return 0;
  const rows = await db
    .insertInto('teams')
    .values(teams.map((t) => teamValues(sportId, t, at)))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

export type TeamChanges = Pick<
  Updateable<TeamsTable>,
  'abbreviation' | 'provider_team_id' | 'primary_color' | 'secondary_color' | 'wins' | 'losses' | 'ties'
>;

export function updateFeedTeam(db: DB, id: number, changes: TeamChanges, at: Date) {
  return db
    .updateTable('teams')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
}
