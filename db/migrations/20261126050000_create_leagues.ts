import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// Private leagues: a name, an owner (always one of the members), an invite code, and the members. A player's
// leagues are read by the (user_id) index; a league's members by the primary key. Deleting a user removes their
// memberships; a league whose owner is deleted goes with them (ownership is transferred first when it matters).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leagues')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invite_code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('leagues_name_length', sql`char_length(name) between 3 and 40`)
    .addCheckConstraint('leagues_invite_code_form', sql`invite_code ~ '^[0-9A-HJKMNP-TV-Z]{10,}$'`)
    .execute();
  await db.schema.createIndex('leagues_owner_idx').on('leagues').column('owner_id').execute();
  await db.schema
    .createTable('league_members')
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // "Since yesterday": the member's rank on the league's weekly board as last shown on `rank_day` (New York),
    // and the one last shown on an earlier day; the card shows the difference.
    .addColumn('rank_day', 'date')
    .addColumn('rank_on_day', 'integer')
    .addColumn('rank_before', 'integer')
    .addPrimaryKeyConstraint('league_members_pk', ['league_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('league_members_user_idx')
    .on('league_members')
    .columns(['user_id', 'league_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('league_members').execute();
  await db.schema.dropTable('leagues').execute();
}
