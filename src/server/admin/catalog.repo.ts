import { sql } from 'kysely';
import type { DB } from '../db/client';

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

/** Inserts a team unless its sport already has one of that name (ignoring case); undefined then. */
export function insertTeam(db: DB, t: { sportId: number; name: string; at: Date }) {
  return db
    .insertInto('teams')
    .values({ sport_id: t.sportId, name: t.name, created_at: t.at, updated_at: t.at })
    .onConflict((oc) => oc.expression(sql`sport_id, lower(name)`).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** Inserts a sport unless the name is taken (ignoring case); undefined then. */
export function insertSport(
  db: DB,
  s: { name: string; displayName: string; description: string | null; at: Date },
) {
  return db
    .insertInto('sports')
    .values({ name: s.name, display_name: s.displayName, description: s.description, created_at: s.at })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .returning(['id', 'name', 'display_name', 'description'])
    .executeTakeFirst();
}
