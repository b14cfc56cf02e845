import { sql } from 'kysely';
import { gradeGame } from '../../../src/server/modules/grading/grading.service';
import { openDatabase } from '../../../src/server/platform/db/client';

// Prints the executed plans (auto_explain) of grading one more game on a database left by grading.ts,
// then rolls back. DATABASE_URL=... KEEP=1 npx tsx scripts/bench/grading/grading.ts, then
// DATABASE_URL=... npx tsx scripts/bench/grading/grading-explain.ts
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pickem_bench';
// STEP=10: every tenth player picks the game (a 1,000,000-player database left by grading.ts with USERS=1000000).
// MIN_MS: only statements that take at least this long.
const STEP = Number(process.env.STEP ?? 1);
const { db, pool } = openDatabase({ databaseUrl: url, poolSize: 1 });
pool!.on('connect', (client) => client.on('notice', (n) => console.log(n.message)));

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
await sql`insert into picks (user_id, game_id, selected_team_id)
  select id, ${game.id}::int, case when random() < 0.5 then ${teams[0]!.id}::int else ${teams[1]!.id}::int end
  from users where id % ${STEP}::int = 0`.execute(db);
await sql`vacuum analyze picks`.execute(db);

await db
  .transaction()
  .execute(async (trx) => {
    await sql`load 'auto_explain'`.execute(trx);
    await sql`set local auto_explain.log_min_duration = ${sql.lit(Number(process.env.MIN_MS ?? 0))}`.execute(
      trx,
    );
    await sql`set local auto_explain.log_analyze = on`.execute(trx);
    await sql`set local auto_explain.log_buffers = on`.execute(trx);
    await sql`set local auto_explain.log_nested_statements = on`.execute(trx);
    await sql`set local auto_explain.log_triggers = on`.execute(trx);
    await sql`set local client_min_messages = log`.execute(trx);
    await trx
      .updateTable('games')
      .set({ status: 'completed', winner_team_id: teams[0]!.id })
      .where('id', '=', game.id)
      .execute();
    await gradeGame(trx, game.id);
    throw new Error('rollback');
  })
  .catch(() => {});
await db.deleteFrom('games').where('id', '=', game.id).execute();
await db.destroy();
