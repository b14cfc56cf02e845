import { sql } from 'kysely';
import { hashPassword } from '../../../src/server/modules/users/password';
import type { DB } from '../../../src/server/platform/db/client';

// Leagues for the benchmarks: `leagues` leagues of 2 to 1,000 members (1 to 998 players drawn at random among the
// first `users` ids, sizes spread evenly, then the owner, leaving room for one measured player each).

export const BENCH_PASSWORD = 'benchPass123';

export async function generateLeagues(db: DB, users: number, leagues: number): Promise<void> {
  await sql`
    insert into leagues (name, owner_id, invite_code)
    select 'League ' || i, 1 + floor(random() * ${users})::int, lpad(i::text, 12, '0')
    from generate_series(1, ${leagues}::int) i`.execute(db);
  await sql`
    insert into league_members (league_id, user_id)
    select distinct l.id, 1 + floor(random() * ${users})::int
    from leagues l, generate_series(1, 1 + (l.id * 7919) % 998) s`.execute(db);
  await sql`insert into league_members (league_id, user_id) select id, owner_id from leagues
    on conflict do nothing`.execute(db);
}

/** The measured player `me` in exactly the `count` largest leagues, owning none, signed in with BENCH_PASSWORD. */
export async function inLargestLeagues(db: DB, me: number, count: number): Promise<void> {
  await sql`create unlogged table bench_mine as
    select league_id as id from league_members group by 1 order by count(*) desc, 1 limit ${count}`.execute(
    db,
  );
  await sql`update leagues l set owner_id = (select min(user_id) from league_members m
      where m.league_id = l.id and m.user_id <> ${me})
    where owner_id = ${me} and exists (select from league_members m where m.league_id = l.id and m.user_id <> ${me})`.execute(
    db,
  );
  await sql`delete from league_members where user_id = ${me} and league_id not in (select id from bench_mine)
    and league_id not in (select id from leagues where owner_id = ${me})`.execute(db);
  await sql`insert into league_members (league_id, user_id) select id, ${me} from bench_mine
    on conflict do nothing`.execute(db);
  await sql`drop table bench_mine`.execute(db);
  await sql`update users set password_hash = ${await hashPassword(BENCH_PASSWORD)} where id = ${me}`.execute(
    db,
  );
}

/** Player `ids[i]` joins the (i+1)-th largest league; returns each one's league id. */
export async function oneLargeLeagueEach(db: DB, ids: readonly number[]): Promise<number[]> {
  const { rows } = await sql<{ league_id: number }>`
    with ranked as (
      select league_id, row_number() over (order by count(*) desc, league_id) as n from league_members group by 1),
    placed as (
      insert into league_members (league_id, user_id)
      select r.league_id, w.id from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality w(id, n)
      join ranked r on r.n = w.n
      on conflict do nothing)
    select r.league_id from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality w(id, n)
    join ranked r on r.n = w.n order by w.n`.execute(db);
  return rows.map((r) => r.league_id);
}

/** When the generated season's last game started. */
export async function seasonEnd(db: DB): Promise<Date> {
  const last = await db
    .selectFrom('games')
    .select((eb) => eb.fn.max('scheduled_time').as('at'))
    .executeTakeFirstOrThrow();
  return new Date(last.at);
}

/** The largest league `me` is in, and its member count. */
export async function largestLeagueOf(db: DB, me: number): Promise<{ league_id: number; n: string }> {
  const { rows } = await sql<{ league_id: number; n: string }>`
    select league_id, count(*) as n from league_members
    where league_id in (select league_id from league_members where user_id = ${me})
    group by 1 order by 2 desc limit 1`.execute(db);
  if (!rows[0]) throw new Error(`player ${me} is in no league`);
  return rows[0];
}
