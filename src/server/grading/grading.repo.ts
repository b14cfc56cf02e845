import { type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/client';
import type { GameOutcome } from './grading.rules';
import type { PickResult } from './record.rules';

// Every change to records and standings holds this transaction-scoped lock, so two gradings never
// decide "newest pick" from snapshots that miss each other. Callers lock the game row first.
const GRADING_LOCK_KEY = 7_240_311_001;

export async function lockGrading(trx: DB): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(GRADING_LOCK_KEY)}::bigint)`.execute(trx);
}

export interface GameForGrading {
  id: number;
  status: string;
  winner_team_id: number | null;
  is_push: boolean;
  scheduled_time: Date;
}

export function findGame(trx: DB, gameId: number, lock = false): Promise<GameForGrading | undefined> {
  const query = trx
    .selectFrom('games')
    .select(['id', 'status', 'winner_team_id', 'is_push', 'scheduled_time'])
    .where('id', '=', gameId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A pick with its game, the game row locked (admins grading by hand). */
export function findPickWithGame(trx: DB, pickId: number) {
  return trx
    .selectFrom('picks')
    .innerJoin('games', 'games.id', 'picks.game_id')
    .select([
      'picks.id',
      'picks.user_id',
      'picks.result',
      'games.id as game_id',
      'games.status',
      'games.winner_team_id',
      'games.is_push',
      'games.scheduled_time',
    ])
    .where('picks.id', '=', pickId)
    .forUpdate('games')
    .executeTakeFirst();
}

/** Every pick of a game with the result the outcome gives it (mirrors `pickResult`). */
export function outcomeTargets(gameId: number, outcome: GameOutcome): RawBuilder<unknown> {
  const result =
    outcome.kind === 'push'
      ? sql`'push'`
      : sql`case when p.selected_team_id = ${outcome.teamId}::int then 'win' else 'loss' end`;
  return sql`select p.id, p.user_id, p.result as old_result, ${result}::text as new_result
    from picks p where p.game_id = ${gameId}::int`;
}

/** One pick with the result an admin gave it. */
export function manualTarget(pickId: number, result: PickResult): RawBuilder<unknown> {
  return sql`select p.id, p.user_id, p.result as old_result, ${result}::text as new_result
    from picks p where p.id = ${pickId}::int`;
}

export interface AppliedGrade {
  pickId: number;
  userId: number;
  result: PickResult;
  /** The user's figures were updated in place; false means the caller must recompute them. */
  incremental: boolean;
}

// streak after one more result, as `nextStreak` says: wins count up, losses down, a push keeps it.
const NEXT_STREAK = sql`case i.new_result when 'win' then greatest(u.current_streak, 0) + 1
  when 'loss' then least(u.current_streak, 0) - 1 else u.current_streak end`;
const IS = (result: PickResult) => sql`(i.new_result = ${sql.lit(result)})::int`;

/**
 * Sets the targets' results where they change, in one statement. Users for whom the pick was ungraded and
 * is now their newest graded one get their totals and this game's week and month figures updated in place
 * (`gradingPath`, `appendToRecord`, `appendToPeriod`); every other changed pick comes back with
 * `incremental: false` for a full recompute.
 */
export async function applyGrades(
  trx: DB,
  input: {
    gameId: number;
    scheduledTime: Date;
    week: string;
    month: string;
    now: Date;
    targets: RawBuilder<unknown>;
  },
): Promise<AppliedGrade[]> {
  const { rows } = await sql<AppliedGrade>`
    with target as (${input.targets}),
    changed as (
      select id, user_id, old_result, new_result from target where old_result is distinct from new_result
    ),
    graded as (
      update picks p set result = c.new_result, graded_at = ${input.now}
      from changed c where p.id = c.id
      returning p.id
    ),
    -- Graded picks only exist on completed games (gradeGame ungrades the picks of a game that is not).
    later as materialized (
      select distinct lp.user_id
      from games lg join picks lp on lp.game_id = lg.id
      where lg.status = 'completed' and lp.result is not null
        and (lg.scheduled_time, lg.id) > (${input.scheduledTime}::timestamptz, ${input.gameId}::int)
    ),
    i as (
      select c.user_id, c.new_result from changed c
      where c.old_result is null and not exists (select 1 from later l where l.user_id = c.user_id)
    ),
    bumped as (
      update users u set
        current_streak = ${NEXT_STREAK},
        longest_streak = greatest(u.longest_streak, ${NEXT_STREAK}),
        total_wins = u.total_wins + ${IS('win')},
        total_losses = u.total_losses + ${IS('loss')},
        total_pushes = u.total_pushes + ${IS('push')},
        total_picks = u.total_picks + 1,
        -- round(100 * wins / picks) in integers: floor((200 * wins + picks) / (2 * picks))
        win_percentage = (200 * (u.total_wins + ${IS('win')}) + u.total_picks + 1) / (2 * (u.total_picks + 1))
      from i where u.id = i.user_id
      returning u.id as user_id, u.current_streak, i.new_result
    ),
    standings as (
      insert into period_standings as s
        (period_type, period_start, user_id, wins, losses, pushes, picks, peak_streak, updated_at)
      select per.period_type, per.period_start, b.user_id, (b.new_result = 'win')::int,
        (b.new_result = 'loss')::int, (b.new_result = 'push')::int, 1, greatest(b.current_streak, 0),
        ${input.now}
      from bumped b
      cross join (values ('week', ${input.week}::date), ('month', ${input.month}::date))
        as per(period_type, period_start)
      on conflict (period_type, period_start, user_id) do update set
        wins = s.wins + excluded.wins,
        losses = s.losses + excluded.losses,
        pushes = s.pushes + excluded.pushes,
        picks = s.picks + excluded.picks,
        peak_streak = greatest(s.peak_streak, excluded.peak_streak),
        updated_at = excluded.updated_at
    )
    select c.id as "pickId", c.user_id as "userId", c.new_result as result,
      (i.user_id is not null) as incremental
    from changed c left join i on i.user_id = c.user_id
    order by c.id`.execute(trx);
  return rows;
}

/** Clears the results of a game's picks; returns the users whose record lost a pick. */
export async function ungradePicks(trx: DB, gameId: number): Promise<number[]> {
  const rows = await trx
    .updateTable('picks')
    .set({ result: null, graded_at: null })
    .where('game_id', '=', gameId)
    .where('result', 'is not', null)
    .returning('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Users with a graded pick on the game. */
export async function gradedUserIds(trx: DB, gameId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('picks')
    .select('user_id')
    .where('game_id', '=', gameId)
    .where('result', 'is not', null)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Deletes the game; its picks go with it (ON DELETE CASCADE). */
export async function deleteGame(trx: DB, gameId: number): Promise<void> {
  await trx.deleteFrom('games').where('id', '=', gameId).execute();
}
