import { type Kysely, sql } from 'kysely';

// Frozen in time: this file never imports application code.
// A league's member set in two numbers kept on its row: how many members and the sum of their ids' hashes (any join
// or leave changes them, so they name the exact set; the kept board entries are keyed by them, ADR 0026). Counted
// from the memberships on every board call they cost 0.5 ms a league of 1,000 and 2-3 ms for "My Leagues" (20 such
// leagues): kept here by statement triggers they are one primary-key read (ADR 0040). A statement trigger sums a
// whole statement's rows per league, so a bulk insert or a cascade from a deleted account updates each league once;
// the leagues are locked in id order first, so two statements touching the same leagues queue instead of deadlocking.
// Memberships are never moved (league_id and user_id are the primary key and are never updated).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table leagues add column member_count integer not null default 0,
    add column member_hash bigint not null default 0`.execute(db);
  for (const [name, table, sign] of [
    ['added', 'new', '+'],
    ['removed', 'old', '-'],
  ] as const) {
    await sql
      .raw(`create function league_members_${name}() returns trigger language plpgsql as $$
      begin
        perform 1 from leagues where id in (select distinct league_id from ${name}) order by id for update;
        update leagues l set member_count = l.member_count ${sign} d.n, member_hash = l.member_hash ${sign} d.h
        from (select league_id, count(*)::int as n, sum(hashint4(user_id)) as h from ${name} group by league_id) d
        where l.id = d.league_id;
        return null;
      end $$`)
      .execute(db);
    await sql
      .raw(`create trigger league_members_${name} after ${name === 'added' ? 'insert' : 'delete'} on league_members
      referencing ${table} table as ${name} for each statement execute function league_members_${name}()`)
      .execute(db);
  }
  await sql`update leagues l set member_count = s.n, member_hash = s.h
    from (select league_id, count(*)::int as n, sum(hashint4(user_id)) as h from league_members group by league_id) s
    where l.id = s.league_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['added', 'removed']) {
    await sql.raw(`drop trigger league_members_${name} on league_members`).execute(db);
    await sql.raw(`drop function league_members_${name}()`).execute(db);
  }
  await sql`alter table leagues drop column member_count, drop column member_hash`.execute(db);
}
