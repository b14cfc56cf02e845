import { sql } from 'kysely';
import type { DB } from '../../platform/db/client';
import type { NewTeam, SportRow, TeamChanges } from './catalog.rules';

// Sports and teams: the only place that writes them. Names are unique ignoring case (a sport's name among
// sports, a team's name within its sport), and so is a team's feed id within its sport.

const TEAM_COLUMNS = [
  't.id',
  't.name',
  't.sport_id',
  's.name as sport',
  't.primary_color',
  't.secondary_color',
  't.wins',
  't.losses',
  't.ties',
] as const;

/** Every team with its sport's name, by sport then name. */
export function listTeams(db: DB, onlyWithoutRecord = false) {
  let query = db.selectFrom('teams as t').innerJoin('sports as s', 's.id', 't.sport_id');
  if (onlyWithoutRecord) query = query.where('t.wins', '=', 0).where('t.losses', '=', 0);
  return query.select(TEAM_COLUMNS).orderBy('s.name').orderBy('t.name').orderBy('t.id').execute();
}

export function listSports(db: DB) {
  return db
    .selectFrom('sports')
    .select(['id', 'name', 'display_name', 'description'])
    .orderBy('name')
    .execute();
}

/** A sport by its id, or by its name ignoring case. */
export function findSport(db: DB, sport: string | number) {
  const query = db.selectFrom('sports').select(['id', 'name']);
  return (
    typeof sport === 'number'
      ? query.where('id', '=', sport)
      : query.where(sql<string>`lower(name)`, '=', sport.toLowerCase())
  ).executeTakeFirst();
}

/** Inserts a sport unless the name is taken (ignoring case); undefined then. */
export function insertSport(db: DB, s: SportRow, at: Date) {
  return db
    .insertInto('sports')
    .values({
      name: s.name,
      display_name: s.displayName,
      description: s.description ?? null,
      provider_path: s.providerPath ?? null,
      created_at: at,
    })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .returning(['id', 'name', 'display_name', 'description'])
    .executeTakeFirst();
}

/** The teams of these ids with their sports. */
export function findTeams(db: DB, ids: number[]) {
  return db.selectFrom('teams').select(['id', 'sport_id']).where('id', 'in', ids).execute();
}

const FACT_COLUMNS = [
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
  return db.selectFrom('teams').select(FACT_COLUMNS).where('sport_id', '=', sportId).orderBy('id').execute();
}

/** A team of a sport by the feed's team id (when given), else by name ignoring case. */
export async function findTeamInSport(db: DB, sportId: number, providerTeamId: string | null, name: string) {
  const inSport = db.selectFrom('teams').select(FACT_COLUMNS).where('sport_id', '=', sportId);
  const byProvider = providerTeamId
    ? await inSport.where('provider_team_id', '=', providerTeamId).executeTakeFirst()
    : undefined;
  return byProvider ?? inSport.where(sql<string>`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
}

const teamValues = (sportId: number, team: NewTeam, at: Date) => ({
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
 * Inserts teams, leaving out any whose name or feed id is already taken in the sport (a concurrent sync,
 * approval or admin made it first); returns the ids of those that went in.
 */
export async function insertTeams(db: DB, sportId: number, teams: readonly NewTeam[], at: Date) {
  if (teams.length === 0) return [];
  const rows = await db
    .insertInto('teams')
    .values(teams.map((t) => teamValues(sportId, t, at)))
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export function updateTeam(db: DB, id: number, changes: TeamChanges, at: Date) {
  return db
    .updateTable('teams')
    .set({ ...changes, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
}
