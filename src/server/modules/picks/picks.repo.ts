import { sql } from 'kysely';
import type { PickResultValue } from '../../../shared/schemas/games';
import { type PlayerToday, picksInCapWindowSql } from '../../kernel/daily-cap';
import { pickResultSql } from '../../kernel/pick-result.sql';
import type { DB } from '../../platform/db/client';
import { countRows } from '../../platform/db/row-facts';

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
      'g.line_favorite',
      'g.line_spread',
    ])
    .where('g.id', '=', gameId)
    .forShare('g')
    .executeTakeFirst();
}

/**
 * A batch of new picks' reads in one round trip, the `pick_facts_many` function (ADR 0035; one item as
 * `pick_facts` read it, ADR 0032): the games' rows share-locked, then the users' rows locked for update, each in
 * id order (so batches cannot deadlock on each other), then, read by a statement that starts after every lock is
 * held (so it sees every pick of theirs that committed before), each item's game facts, its user's columns, the
 * database clock, and what newPickFacts reads with the item's `zoneDay` as the day in their zone. One entry per
 * item, in order: `locked` undefined when there is no such game, its user columns null when no such user.
 */
export async function lockGamesAndUsersWithPicks(
  trx: DB,
  items: readonly { gameId: number; userId: number; zoneDay: { from: Date; to: Date } }[],
) {
  // One JSON parameter: the same on pg and PGlite whatever the batch's size.
  const json = JSON.stringify(
    items.map((i) => ({ game: i.gameId, user: i.userId, from: i.zoneDay.from, to: i.zoneDay.to })),
  );
  const { rows } = await sql<GameAndUserRow & PickFactsRow & { item: number }>`
    select * from pick_facts_many(${json}::json)`.execute(trx);
  return items.map((_, i) => {
    const row = rows[i];
    if (!row || row.item !== i + 1) throw new Error('pick_facts_many answered out of order');
    return { locked: row.id === null ? undefined : row, picks: toPickFacts(row) };
  });
}

/** The game's facts as findGameFacts reads them, the locked user's columns, and the database clock. */
export type GameAndUserRow = NonNullable<Awaited<ReturnType<typeof findGameFacts>>> & {
  user_id: number | null;
  subscription_tier: 'free' | 'premium' | null;
  timezone: string | null;
  now: Date;
};

/**
 * What deciding a new pick needs of the user's picks, in one statement run after the user's row is locked
 * (its snapshot then sees every pick of theirs that committed before): the stored day of the cap, the
 * picks made in it and in `zoneDay` (today in their zone), and whether they already picked the game.
 */
export async function newPickFacts(
  trx: DB,
  userId: number,
  gameId: number,
  zoneDay: { from: Date; to: Date },
) {
  const { rows } = await sql<PickFactsRow>`
    select d.day_from, d.day_to,
      (select count(*) from picks p
        where p.user_id = ${userId} and p.picked_at >= d.day_from and p.picked_at < d.day_to) as in_stored_day,
      (select count(*) from picks p
        where p.user_id = ${userId} and p.picked_at >= ${zoneDay.from} and p.picked_at < ${zoneDay.to}) as in_zone_day,
      exists (select 1 from picks p where p.user_id = ${userId} and p.game_id = ${gameId}) as already_picked
    from (select 1) as one
    left join pick_days d on d.user_id = ${userId}`.execute(trx);
  return toPickFacts(rows[0]!);
}

interface PickFactsRow {
  day_from: Date | null;
  day_to: Date | null;
  in_stored_day: number;
  in_zone_day: number;
  already_picked: boolean;
}

const toPickFacts = (row: PickFactsRow) => ({
  storedDay: row.day_from && row.day_to ? { from: row.day_from, to: row.day_to } : null,
  inStoredDay: Number(row.in_stored_day),
  inZoneDay: Number(row.in_zone_day),
  alreadyPicked: row.already_picked,
});

/** A new pick to insert (its time is the batch's, `at` in insertPicksFixingDays). */
export interface NewPickValues {
  userId: number;
  gameId: number;
  selectedTeamId: number;
  isUnderdog: boolean;
}

/**
 * Inserts a batch's new picks, each unless the user already has one on the game (the unique index decides), in
 * one statement, and fixes the day each user's cap counts in (`fixDays`, a user's entry applied only when a pick
 * of theirs went in). Returns, for each pick given, its row, or undefined when it did not go in.
 */
export async function insertPicksFixingDays(
  trx: DB,
  picks: readonly NewPickValues[],
  at: Date,
  fixDays: readonly { userId: number; from: Date; to: Date }[],
): Promise<(PickRow | undefined)[]> {
  if (picks.length === 0) return [];
  const { rows } = await sql<PickRow & { user_id: number }>`
    with v as (
      select * from json_to_recordset(${JSON.stringify(picks)}::json)
        as v("userId" int, "gameId" int, "selectedTeamId" int, "isUnderdog" boolean)
    ),
    made as (
      insert into picks (user_id, game_id, selected_team_id, picked_at, updated_at, is_underdog)
      select v."userId", v."gameId", v."selectedTeamId", ${at}::timestamptz, ${at}::timestamptz, v."isUnderdog"
      from v
      on conflict (user_id, game_id) do nothing
      returning id, user_id, game_id, selected_team_id, picked_at
    ),
    day as (
      insert into pick_days (user_id, day_from, day_to)
      select d."userId", d."from", d."to"
      from json_to_recordset(${JSON.stringify(fixDays)}::json) as d("userId" int, "from" timestamptz, "to" timestamptz)
      where exists (select 1 from made where made.user_id = d."userId")
      on conflict (user_id) do update set day_from = excluded.day_from, day_to = excluded.day_to
    )
    select id, user_id, game_id, selected_team_id, null as result, picked_at from made`.execute(trx);
  const key = (userId: number, gameId: number) => `${userId}:${gameId}`;
  const byKey = new Map(rows.map((r) => [key(r.user_id, r.game_id), r]));
  return picks.map((p) => byKey.get(key(p.userId, p.gameId)));
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

/** Picks each player made in their daily cap's window at `now` (kernel/daily-cap.ts, set-based). */
export async function countPicksInCapWindows(
  db: DB,
  players: readonly PlayerToday[],
  now: Date,
): Promise<Map<number, number>> {
  if (players.length === 0) return new Map();
  const { rows } = await picksInCapWindowSql(players, now).execute(db);
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

/** New picks a user made in [from, to). */
export function countPicksMadeBetween(db: DB, userId: number, from: Date, to: Date): Promise<number> {
  return countRows(
    db
      .selectFrom('picks')
      .where('user_id', '=', userId)
      .where('picked_at', '>=', from)
      .where('picked_at', '<', to),
  );
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
      'p.is_underdog',
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
