import { sql } from 'kysely';
import { accuracySql } from '../../kernel/record.sql';
import { monthStartSql, refoldEndSql, refoldPeriodsSql, weekStartSql } from '../../kernel/refold.sql';
import type { DB } from '../../platform/db/client';
import type { RefoldGame } from './refold-input.repo';

// What a correction's walks (refold-input.repo.ts) write: the checkpoints of the walked picks, the standings row,
// and every week and month from the game's on, wherever it is kept. Each period stays in exactly one place: the
// newest pick's week and month in the row's slots, the slot before kept while it holds another period, the rest in
// the archive. A period leaves one place before it enters the other (the board triggers count on it): archived rows
// that go first, then the standings rows, then the archive's new rows.

const CHECKPOINT = [
  'prev_game_id',
  'streak',
  'longest',
  'week_peak',
  'month_peak',
  'comeback_armed',
  'shield_held',
];

/** The walked picks' checkpoints (only those that changed), and the game's taken away where its result went. */
export async function writeCheckpoints(trx: DB, game: RefoldGame): Promise<void> {
  // A hash join, told: the planner's figures for the game's checkpoints are from before the grading wrote them (one
  // row, where there are as many as the game has players), and a nested loop over that guess compares each with every
  // change: minutes at 100,000 players. Turned back on for the statements after it.
  await sql`set local enable_nestloop = off`.execute(trx);
  await sql`delete from record_checkpoints k using refold_change c
    where k.game_id = ${game.gameId}::int and k.user_id = c.user_id and c.new_result is null`.execute(trx);
  await sql`set local enable_nestloop = on`.execute(trx);
  const columns = sql.raw(CHECKPOINT.join(', '));
  const excluded = sql.raw(CHECKPOINT.map((c) => `excluded.${c}`).join(', '));
  const kept = sql.raw(CHECKPOINT.map((c) => `record_checkpoints.${c}`).join(', '));
  await sql`insert into record_checkpoints (game_id, user_id, ${columns})
    select game_id, user_id, prev_game_id, cp_streak, cp_longest, cp_week_peak, cp_month_peak, cp_comeback_armed,
      cp_shield_held
    from refold_steps
    on conflict (game_id, user_id) do update set (${columns}) = (${excluded})
    where (${kept}) is distinct from (${excluded})`.execute(trx);
}

type Slot = 'week' | 'month';
const FIGURES = ['wins', 'pushes', 'picks', 'peak'] as const;

/**
 * Where one kind of period goes for each walked player (refold_place): the newest pick's in the slot, the slot
 * before, the current slot's period when it moves to the archive, and whether the newest's period leaves the archive.
 * A period from the game's on takes the walk's figures; an earlier one keeps those it is stored with.
 */
function placeSql(slot: Slot, type: 'weekly' | 'monthly', rangeStart: string) {
  const R = `'${rangeStart}'::date`;
  const cur = `s.${slot}_start`;
  const prev = `s.prev_${slot}_start`;
  const n = `n_start`;
  // A period's figures: the walk's from the range on, else the slot's or the archive's that hold it.
  const figure = (x: string, walked: string, field: (typeof FIGURES)[number]) =>
    `case when ${x} >= ${R} then coalesce(${walked}.${field}, 0)
      when ${x} = ${cur} then s.${slot}_${field} when ${x} = ${prev} then s.prev_${slot}_${field}
      else coalesce(an.${field === 'peak' ? 'peak_streak' : field}, 0) end`;
  const of = (x: string, walked: string, name: string) =>
    FIGURES.map((f) => `${figure(x, walked, f)} as ${name}_${f}`).join(', ');
  return `
    select e.user_id, '${type}'::text as period_type, ${R} as range_start, ${cur} as old_cur, x.${n} as cur_start,
      ${of(`x.${n}`, 'pn', 'cur')}, ${prev} as old_prev, ${of(prev, 'pp', 'p')}, ${of(cur, 'pc', 'c')},
      x.${n} < ${R} and x.${n} is distinct from ${cur} and x.${n} is distinct from ${prev} as n_archived
    from refold_end e join standings s on s.user_id = e.user_id
    left join games gl on gl.id = e.last_game_id
    cross join lateral (select ${slot === 'week' ? weekStartSql('gl.scheduled_time') : monthStartSql('gl.scheduled_time')}
      as ${n}) x
    left join refold_periods pn on (pn.user_id, pn.period_type, pn.period_start) = (e.user_id, '${type}', x.${n})
    left join refold_periods pp on (pp.user_id, pp.period_type, pp.period_start) = (e.user_id, '${type}', ${prev})
    left join refold_periods pc on (pc.user_id, pc.period_type, pc.period_start) = (e.user_id, '${type}', ${cur})
    left join period_archive an on (an.user_id, an.period_type, an.period_start) = (e.user_id, '${type}', x.${n})`;
}

/** The slot before: the one it held while that is still another period with picks, else the old current one. */
const prevChoice = `
  select *, case when old_prev is not null and old_prev is distinct from cur_start and p_picks > 0 then old_prev
      when old_cur is not null and old_cur is distinct from cur_start and c_picks > 0 then old_cur end as prev_start
  from refold_place_raw`;

/** The walks' ends, periods and places (scratch tables the writes below read). */
export async function placeWalks(trx: DB, game: RefoldGame): Promise<void> {
  for (const [name, query] of [
    ['refold_end', refoldEndSql('refold_steps', 'refold_start')],
    ['refold_periods', refoldPeriodsSql('refold_steps', 'refold_start')],
    [
      'refold_place_raw',
      `${placeSql('week', 'weekly', game.week)} union all ${placeSql('month', 'monthly', game.month)}`,
    ],
    ['refold_place', prevChoice],
  ] as const) {
    await sql`drop table if exists ${sql.raw(name)}`.execute(trx);
    await sql`create temp table ${sql.raw(name)} on commit drop as ${sql.raw(query)}`.execute(trx);
    await sql`analyze ${sql.raw(name)}`.execute(trx);
  }
}

const slotSet = (slot: Slot, source: string, from: 'cur' | 'prev') => {
  const start = from === 'cur' ? `${source}.cur_start` : `${source}.prev_start`;
  const field = (f: string) =>
    from === 'cur'
      ? `${source}.cur_${f}`
      : `case when ${start} = ${source}.old_prev then ${source}.p_${f} else ${source}.c_${f} end`;
  const target = from === 'cur' ? slot : `prev_${slot}`;
  return [
    `${target}_start = ${start}`,
    ...FIGURES.map((f) => `${target}_${f} = case when ${start} is null then 0 else ${field(f)} end`),
  ].join(', ');
};

/** Writes each walked player's standings row and archived periods (see the file's comment for the order). */
export async function writeWalkedFigures(trx: DB): Promise<number> {
  await sql`delete from period_archive a using refold_place pl
    where a.user_id = pl.user_id and a.period_type = pl.period_type
      and (a.period_start >= pl.range_start or (pl.n_archived and a.period_start = pl.cur_start))`.execute(
    trx,
  );
  const picks = '(e.wins + e.losses + e.pushes)';
  const updated = await sql`update standings s set current_streak = e.streak, longest_streak = e.longest,
      total_wins = e.wins, total_losses = e.losses, total_pushes = e.pushes, total_picks = ${sql.raw(picks)},
      win_percentage = case when ${sql.raw(picks)} > 0 then ${sql.raw(accuracySql('e.wins', picks))} else 0 end,
      comeback_armed = e.comeback_armed, shield_held = e.shield_held, last_game_id = e.last_game_id, last_game_time = gl.scheduled_time,
      ${sql.raw(slotSet('week', 'w', 'cur'))}, ${sql.raw(slotSet('week', 'w', 'prev'))},
      ${sql.raw(slotSet('month', 'm', 'cur'))}, ${sql.raw(slotSet('month', 'm', 'prev'))}
    from refold_end e
    join refold_place w on w.user_id = e.user_id and w.period_type = 'weekly'
    join refold_place m on m.user_id = e.user_id and m.period_type = 'monthly'
    left join games gl on gl.id = e.last_game_id
    where s.user_id = e.user_id`.execute(trx);
  await sql`insert into period_archive (period_type, period_start, user_id, wins, losses, pushes, picks, peak_streak)
    select p.period_type, p.period_start, p.user_id, p.wins, p.picks - p.wins - p.pushes, p.pushes, p.picks, p.peak
    from refold_periods p join refold_place pl on pl.user_id = p.user_id and pl.period_type = p.period_type
    where p.picks > 0 and p.period_start is distinct from pl.cur_start
      and p.period_start is distinct from pl.prev_start
    union all
    select pl.period_type, pl.old_cur, pl.user_id, pl.c_wins, pl.c_picks - pl.c_wins - pl.c_pushes, pl.c_pushes,
      pl.c_picks, pl.c_peak
    from refold_place pl
    where pl.old_cur < pl.range_start and pl.old_cur is distinct from pl.cur_start
      and pl.old_cur is distinct from pl.prev_start and pl.c_picks > 0`.execute(trx);
  return Number(updated.numAffectedRows ?? 0);
}

/** What each walked prefix earned: player, achievement type and the month of the pick that earned it. */
export async function walkedEarnings(trx: DB): Promise<{ userId: number; type: string; month: string }[]> {
  const { rows } = await sql<{ userId: number; type: string; month: string }>`
    select user_id as "userId", e.type, to_char(month, 'YYYY-MM') as month
    from refold_steps s cross join lateral unnest(s.earned) as e(type)
    where cardinality(s.earned) > 0`.execute(trx);
  return rows;
}
