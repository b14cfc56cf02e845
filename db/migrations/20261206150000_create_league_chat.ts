import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A league's chat (src/server/modules/chat): messages of 1 to 500 characters by members, a small set of reactions
// (one of each per member and message), and how far each member has read (for the unread badge). A league's
// deletion takes its chat with it; a deleted account its messages, reactions and reads. History pages backwards
// by (league_id, id).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('league_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('league_messages_body_length', sql`char_length(body) between 1 and 500`)
    .execute();
  await db.schema
    .createIndex('league_messages_league_idx')
    .on('league_messages')
    .columns(['league_id', 'id'])
    .execute();
  await db.schema
    .createIndex('league_messages_user_idx')
    .on('league_messages')
    .columns(['user_id', 'league_id'])
    .execute();
  await db.schema
    .createTable('league_message_reactions')
    .addColumn('message_id', 'bigint', (c) =>
      c.notNull().references('league_messages.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reaction', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('league_message_reactions_pk', ['message_id', 'user_id', 'reaction'])
    .addCheckConstraint(
      'league_message_reactions_set',
      sql`reaction in ('thumbs_up', 'fire', 'laugh', 'wow', 'sad', 'clap')`,
    )
    .execute();
  await db.schema
    .createTable('league_chat_reads')
    .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_read_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('league_chat_reads_pk', ['league_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('league_chat_reads').execute();
  await db.schema.dropTable('league_message_reactions').execute();
  await db.schema.dropTable('league_messages').execute();
}
