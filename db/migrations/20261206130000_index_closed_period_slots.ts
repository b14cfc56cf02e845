import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// The players whose week or month before is still taken, which the period close moves to period_archive a small
// batch at a time: without this index each batch scanned standings from the start past every slot already freed,
// so a close at 1,000,000 players cost more with every batch. Grading updates of standings keep their HOT updates:
// they change the slots before only when a week or month rolls over.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index standings_closed_slots_idx on standings (user_id)
    where prev_week_picks > 0 or prev_month_picks > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index standings_closed_slots_idx`.execute(db);
}
