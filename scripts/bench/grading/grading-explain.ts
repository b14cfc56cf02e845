import { sql } from 'kysely';
import { gradeGame } from '../../../src/server/modules/grading/grading.service';
import { openDatabase } from '../../../src/server/platform/db/client';
import { Checks } from '../toolkit/checks';
import { benchDatabaseUrl } from '../toolkit/db';
import { intFromEnv } from '../toolkit/knobs';

// Prints the executed plans (auto_explain) of grading one more game on a database left by grading.ts,
// then rolls back. DATABASE_URL=... KEEP=1 npx tsx scripts/bench/grading/grading.ts, then
// DATABASE_URL=... npx tsx scripts/bench/grading/grading-explain.ts (default database pickem_bench_grading, as
// grading.ts's). Checks: the grading graded every pick of the game, and PostgreSQL explained its statements.
const url = benchDatabaseUrl('pickem_bench_grading');
// STEP=10: every tenth player picks the game (a 1,000,000-player database left by grading.ts with USERS=1000000).
// MIN_MS: only statements that take at least this long.
const STEP = intFromEnv('STEP', 1);
const MIN_MS = intFromEnv('MIN_MS', 0, 0);
const { db, pool } = openDatabase({ databaseUrl: url, poolSize: 1 });
let plans = 0;
pool!.on('connect', (client) =>
  client.on('notice', (n) => {
    if (n.message?.startsWith('duration:')) plans += 1;
    console.log(n.message);
  }),
);

const teams = await db.selectFrom('teams').select('id').orderBy('id').execute();
const last = await db
  .selectFrom('games')
  .select(['sport_id', 'scheduled_time'])
  .where('status', '=', 'completed')
  .orderBy('scheduled_time', 'desc')
  .executeTakeFirstOrThrow();
const game = await db
  .insertInto('games')
  .values({
    sport_id: last.sport_id,
    home_team_id: teams[0]!.id,
    away_team_id: teams[1]!.id,
    scheduled_time: new Date(last.scheduled_time.getTime() + 60_000),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const inserted = await sql`insert into picks (user_id, game_id, selected_team_id)
  select id, ${game.id}::int, case when random() < 0.5 then ${teams[0]!.id}::int else ${teams[1]!.id}::int end
  from users where id % ${STEP}::int = 0`.execute(db);
// SHIELDS=10000: that many of the game's picks carry their player's streak shield (ADR 0050), each of those players
// holding one; about half of them lose and spend it (issue 42's score entry with armed shields).
const SHIELDS = intFromEnv('SHIELDS', 0, 0);
if (SHIELDS > 0)
  await sql`update picks set shield_armed = true where id in (
      select id from picks where game_id = ${game.id}::int order by id limit ${SHIELDS}::int)`.execute(db);
await sql`vacuum analyze picks`.execute(db);

const ROLLBACK = 'rollback';
let graded: number | undefined;
await db
  .transaction()
  .execute(async (trx) => {
    await sql`load 'auto_explain'`.execute(trx);
    await sql`set local auto_explain.log_min_duration = ${sql.lit(MIN_MS)}`.execute(trx);
    await sql`set local auto_explain.log_analyze = on`.execute(trx);
    await sql`set local auto_explain.log_buffers = on`.execute(trx);
    await sql`set local auto_explain.log_nested_statements = on`.execute(trx);
    await sql`set local auto_explain.log_triggers = on`.execute(trx);
    await sql`set local client_min_messages = log`.execute(trx);
    // Their players hold a shield in the rolled-back transaction only.
    await sql`update standings s set shield_held = true from picks p
      where p.game_id = ${game.id}::int and p.shield_armed and s.user_id = p.user_id`.execute(trx);
    await trx
      .updateTable('games')
      .set({ status: 'completed', winner_team_id: teams[0]!.id })
      .where('id', '=', game.id)
      .execute();
    graded = (await gradeGame(trx, game.id)).game?.picks;
    throw new Error(ROLLBACK);
  })
  .catch((error: unknown) => {
    if (!(error instanceof Error && error.message === ROLLBACK)) throw error;
  });
await db.deleteFrom('games').where('id', '=', game.id).execute();
const checks = new Checks();
checks.equal(graded, Number(inserted.numAffectedRows), 'the grading graded every pick of the game');
checks.expect(plans > 0, 'PostgreSQL explained the grading', 'no auto_explain plan arrived');
checks.conclude();
await db.destroy();
