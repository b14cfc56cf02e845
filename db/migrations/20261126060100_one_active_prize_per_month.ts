import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// At most one active prize per month, so the month's prize players see is never ambiguous. Where a month had
// several, the newest stays active (the one the current-prize read already showed) and the others become
// inactive; then a partial unique index holds the rule.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update prizes p set is_active = false
    where p.is_active and exists (
      select 1 from prizes q
      where q.month = p.month and q.is_active
        and (q.created_at > p.created_at or (q.created_at = p.created_at and q.id > p.id))
    )`.execute(db);
  await db.schema
    .createIndex('prizes_one_active_per_month')
    .on('prizes')
    .column('month')
    .unique()
    .where(sql.ref('is_active'), '=', true)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('prizes_one_active_per_month').execute();
}
