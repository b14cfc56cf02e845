import { sql } from 'kysely';
import type { PickResultValue } from '../../shared/schemas/games';
import type { DB } from '../db/client';
import { pickResultSql } from '../grading/pick-result.sql';

/** Locks the user's row for the rest of the transaction: concurrent picks of one user queue here. */
export function lockUser(trx: DB, userId: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'subscription_tier', 'timezone'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * What pick decisions need of a game, its row share-locked for the rest of the transaction. Every writer of
 * a game (score entry and grading, Fix Score, edit, delete, going live, the free pick's grading) updates or
 * locks the row exclusively, so a pick waits for it and then reads the row as it committed: it is decided
 * against the game the grading saw, or is in the picks the grading reads (ADR 0005).
 */
export function findGameFacts(trx: DB, gameId: number) {
  return trx
    .selectFrom('games as g')
    .innerJoin('teams as h', 'h.id', 'g.home_team_id')
    .innerJoin('teams as a', 'a.id', 'g.away_team_id')
    .select([
      'g.id',
      'g.status',
      'g.scheduled_time',
      'g.home_team_id',
      'g.away_team_id',
      'g.home_team_wins',
      'g.home_team_losses',
      'g.home_team_ties',
      'g.away_team_wins',
      'g.away_team_losses',
      'g.away_team_ties',
      'h.wins as home_wins',
      'h.losses as home_losses',
      'h.ties as home_ties',
      'a.wins as away_wins',
      'a.losses as away_losses',
      'a.ties as away_ties',
    ])
    .where('g.id', '=', gameId)
    .forShare('g')
    .executeTakeFirst();
}

/** The game a pick is on (a pick never moves to another game), unlocked. */
export async function pickGameId(db: DB, pickId: number): Promise<number | undefined> {
  const row = await db.selectFrom('picks').select('game_id').where('id', '=', pickId).executeTakeFirst();
  return row?.game_id;
}

/** The day the user's daily cap counts in, as their first pick of it fixed it (none before any pick). */
export function findPickDay(db: DB, userId: number): Promise<{ from: Date; to: Date } | undefined> {
  return db
    .selectFrom('pick_days')
    .select(['day_from as from', 'day_to as to'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Fixes the day the user's cap counts in (their first pick of a new day); under the user's row lock. */
export async function savePickDay(trx: DB, userId: number, day: { from: Date; to: Date }): Promise<void> {
  await trx
    .insertInto('pick_days')
    .values({ user_id: userId, day_from: day.from, day_to: day.to })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ day_from: day.from, day_to: day.to }))
    .execute();
}

/** New picks a user made in [from, to). */
export async function countPicksMadeBetween(db: DB, userId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('picks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('picked_at', '>=', from)
    .where('picked_at', '<', to)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function pickExists(trx: DB, userId: number, gameId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('picks')
    .select('id')
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row !== undefined;
}

// Picks are made and changed only on games open for picks, which have no result yet.
const OPEN_PICK_COLUMNS = [
  'id',
  'user_id',
  'game_id',
  'selected_team_id',
  sql<PickResultValue | null>`null`.as('result'),
  'picked_at',
] as const;

/** Inserts unless the user already has a pick on the game (the unique index decides). */
export function insertPick(
  trx: DB,
  values: { userId: number; gameId: number; selectedTeamId: number; at: Date; isUnderdog: boolean },
) {
  return trx
    .insertInto('picks')
    .values({
      user_id: values.userId,
      game_id: values.gameId,
      selected_team_id: values.selectedTeamId,
      picked_at: values.at,
      updated_at: values.at,
      is_underdog: values.isUnderdog,
    })
    .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
    .returning(OPEN_PICK_COLUMNS)
    .executeTakeFirst();
}

/** A pick joined with its game. */
const pickAndGame = (trx: DB, pickId: number) =>
  trx.selectFrom('picks as p').innerJoin('games as g', 'g.id', 'p.game_id').where('p.id', '=', pickId);

/** A pick, its row locked (a change of team). */
export function findPickForUpdate(trx: DB, pickId: number) {
  return pickAndGame(trx, pickId)
    .select([
      'p.id',
      'p.user_id',
      'p.game_id',
      'p.selected_team_id',
      pickResultSql().as('result'),
      'p.picked_at',
    ])
    .forUpdate('p')
    .executeTakeFirst();
}

/** A pick with what grading it by hand decides on, its game's row locked. */
export function findPickWithGame(trx: DB, pickId: number) {
  return pickAndGame(trx, pickId)
    .select([
      'p.id',
      'p.user_id',
      'p.manual_result',
      'g.id as game_id',
      'g.status',
      'g.winner_team_id',
      'g.is_push',
    ])
    .select(['g.graded_winner_team_id', 'g.graded_push', 'g.scheduled_time'])
    .forUpdate('g')
    .executeTakeFirst();
}

export function updatePickTeam(
  trx: DB,
  pickId: number,
  values: { selectedTeamId: number; at: Date; isUnderdog: boolean },
) {
  return trx
    .updateTable('picks')
    .set({ selected_team_id: values.selectedTeamId, updated_at: values.at, is_underdog: values.isUnderdog })
    .where('id', '=', pickId)
    .returning(OPEN_PICK_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A user's picks with their results (the game's graded outcome, or a hand-made one). */
const picksOf = (db: DB, userId: number) =>
  db
    .selectFrom('picks as p')
    .innerJoin('games as g', 'g.id', 'p.game_id')
    .select(['p.id', 'p.game_id', 'p.selected_team_id', pickResultSql().as('result'), 'p.picked_at'])
    .where('p.user_id', '=', userId);

/** The user's picks on games starting at or after `from`, and every pick still waiting for a result. */
export function findCurrentPicks(db: DB, userId: number, from: Date) {
  return picksOf(db, userId)
    .where((eb) => eb.or([eb('g.scheduled_time', '>=', from), eb(pickResultSql(), 'is', null)]))
    .orderBy('g.scheduled_time')
    .orderBy('g.id')
    .execute();
}

export type PickRow = {
  id: number;
  game_id: number;
  selected_team_id: number;
  result: PickResultValue | null;
  picked_at: Date;
};

/** The user's picks, newest made first. */
export function findPicksNewestFirst(db: DB, userId: number, limit: number): Promise<PickRow[]> {
  return picksOf(db, userId).orderBy('p.picked_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
}

/** The user's graded picks, newest game first. */
export function findLatestGradedPicks(db: DB, userId: number, limit: number): Promise<PickRow[]> {
  return picksOf(db, userId)
    .where(pickResultSql(), 'is not', null)
    .orderBy('g.scheduled_time', 'desc')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}
