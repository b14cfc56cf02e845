import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import * as keptSets from '../../../../db/migrations/20261130010000_keep_league_member_sets';
import { account, call } from '../../../../tests/support/calls';
import { createUsers } from '../../../../tests/support/grading/grading';
import { makeLeague, makePremium } from '../../../../tests/support/leagues';
import { sharedTestApp } from '../../../../tests/support/test-app';

// A league's member set is kept on its row by triggers (ADR 0040); boards are keyed by it, so it must always be
// the set a recount gives, after every way a membership comes or goes.
const t = sharedTestApp();
type Account = Awaited<ReturnType<typeof account>>;
let owner: Account;

beforeAll(async () => {
  owner = await account(t);
  await makePremium(t.deps.db, owner.row.id);
});

/** Every league whose kept set differs from its memberships counted again (none when the triggers hold). */
async function drifted() {
  const { rows } = await sql<{ id: number; kept: string; counted: string }>`
    select l.id, l.member_count || ':' || l.member_hash as kept,
      count(m.user_id) || ':' || coalesce(sum(hashint4(m.user_id)), 0) as counted
    from leagues l left join league_members m on m.league_id = l.id
    group by l.id having l.member_count || ':' || l.member_hash <> count(m.user_id) || ':' || coalesce(sum(hashint4(m.user_id)), 0)`.execute(
    t.deps.db,
  );
  return rows;
}

const kept = async (leagueId: number) =>
  (
    await sql<{
      n: number;
      h: string;
    }>`select member_count as n, member_hash::text as h from leagues where id = ${leagueId}`.execute(
      t.deps.db,
    )
  ).rows[0];

describe("a league's kept member set", () => {
  it('follows creation, joins, leaves, removals, a deleted account and a deleted league', async () => {
    const created = await call(t, owner.cookie, 'POST', '/api/leagues', { name: 'Kept set' });
    expect(created.statusCode, created.body).toBe(200);
    const league = created.json() as { id: number; inviteCode: string };
    expect(await kept(league.id)).toMatchObject({ n: 1 });
    const [a, b, c] = [await account(t), await account(t), await account(t)];
    for (const who of [a, b, c]) {
      const joined = await call(t, who.cookie, 'POST', '/api/leagues/join', { code: league.inviteCode });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const withFour = await kept(league.id);
    expect(withFour?.n).toBe(4);
    // Joining again changes nothing.
    await call(t, a.cookie, 'POST', '/api/leagues/join', { code: league.inviteCode });
    expect(await kept(league.id)).toEqual(withFour);
    expect((await call(t, a.cookie, 'POST', `/api/leagues/${league.id}/leave`)).statusCode).toBe(200);
    expect(
      (await call(t, owner.cookie, 'DELETE', `/api/leagues/${league.id}/members/${b.row.id}`)).statusCode,
    ).toBe(200);
    expect(await kept(league.id)).toMatchObject({ n: 2 });
    // The same set again is the same key: leave and come back.
    const twoMembers = await kept(league.id);
    await call(t, c.cookie, 'POST', `/api/leagues/${league.id}/leave`);
    await call(t, c.cookie, 'POST', '/api/leagues/join', { code: league.inviteCode });
    expect(await kept(league.id)).toEqual(twoMembers);
    // A deleted account leaves every league it was in, in one cascade.
    const other = await makeLeague(t.deps.db, owner.row.id, [c.row.id]);
    await t.deps.db.deleteFrom('users').where('id', '=', c.row.id).execute();
    expect(await kept(league.id)).toMatchObject({ n: 1 });
    expect(await kept(other.id)).toMatchObject({ n: 1 });
    await t.deps.db.deleteFrom('leagues').where('id', '=', other.id).execute();
    expect(await drifted()).toEqual([]);
  });

  it('follows statements of many rows over many leagues, and the members list and admin list show it', async () => {
    const users = await createUsers(t.deps.db, 30, 'kept');
    const leagues = [
      await makeLeague(t.deps.db, users[0]!, users.slice(1, 10)),
      await makeLeague(t.deps.db, users[10]!, users.slice(11, 30)),
    ];
    // One statement adding to both leagues, one removing from both.
    await t.deps.db
      .insertInto('league_members')
      .values([
        { league_id: leagues[0]!.id, user_id: users[20]! },
        { league_id: leagues[0]!.id, user_id: users[21]! },
        { league_id: leagues[1]!.id, user_id: users[1]! },
      ])
      .execute();
    expect(await kept(leagues[0]!.id)).toMatchObject({ n: 12 });
    expect(await kept(leagues[1]!.id)).toMatchObject({ n: 21 });
    await t.deps.db.deleteFrom('league_members').where('user_id', 'in', [users[1]!, users[21]!]).execute();
    expect(await kept(leagues[0]!.id)).toMatchObject({ n: 10 });
    expect(await kept(leagues[1]!.id)).toMatchObject({ n: 19 });
    expect(await drifted()).toEqual([]);
    const admin = await account(t, true);
    const listed = (await call(t, admin.cookie, 'GET', '/api/admin/leagues')).json() as {
      id: number;
      memberCount: number;
    }[];
    expect(listed.find((l) => l.id === leagues[1]!.id)?.memberCount).toBe(19);
  });

  it('is counted from the memberships when the migration adds it to leagues that exist', async () => {
    const db = t.deps.db as unknown as Kysely<unknown>;
    const before = (
      await sql<{ id: number; n: number; h: string }>`
      select id, member_count as n, member_hash::text as h from leagues order by id`.execute(db)
    ).rows;
    expect(before.length).toBeGreaterThan(2);
    await keptSets.down(db);
    await keptSets.up(db);
    const after = (
      await sql<{ id: number; n: number; h: string }>`
      select id, member_count as n, member_hash::text as h from leagues order by id`.execute(db)
    ).rows;
    expect(after).toEqual(before);
    expect(await drifted()).toEqual([]);
  });
});
