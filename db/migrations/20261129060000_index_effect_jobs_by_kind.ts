import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A worker that runs a kind in batches takes "the oldest due effects of this kind". With only the (run_after, id)
// index, PostgreSQL read every due row (hundreds of thousands after a grading that notifies 100,000 players,
// with statistics from before they were recorded), filtered the kind and sorted them on disk: 300 ms a batch.
// With the kind first, the same rows come in order from the index and the scan stops at the batch's size.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index effect_jobs_due_by_kind_idx on effect_jobs (kind, run_after, id) where parked_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index effect_jobs_due_by_kind_idx`.execute(db);
}
