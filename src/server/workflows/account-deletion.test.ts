import { beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../tests/support/calls';
import { type Boards, seedBoards } from '../../../tests/support/grading/boards';
import { recomputedFigures, storedFigures } from '../../../tests/support/grading/truth';
import { makeLeague } from '../../../tests/support/leagues';
import { DAY, sharedTestApp } from '../../../tests/support/test-app';
import { recomputeAllUsers } from '../modules/grading/recompute.service';

// Deleting an account and downloading one's data (issue 43), on PGlite and on PostgreSQL (npm run test:pg): the
// player's personal data goes, their leagues pass on, and their graded picks stay with an anonymous "Deleted
// player", so every other player's standings and a full recompute are exactly as before.

const t = sharedTestApp();
let boards: Boards;
const PASSWORD = 'goodPass123';

beforeAll(async () => {
  boards = await seedBoards(t);
});

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...sameOrigin, cookie }, ...(payload ? { payload } : {}) });

const userRow = (id: number) =>
  t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('Download my data', () => {
  it('is made after the answer, holds the account, picks and leagues, never a secret, and lasts a day', async () => {
    const cookie = boards.cookies.cat;
    await makeLeague(t.deps.db, boards.ids.cat);
    const asked = await call(cookie, 'POST', '/api/user/exports');
    expect(asked.statusCode, asked.body).toBe(200);
    const [made] = asked.json() as { id: number; status: string; expiresAt: string }[];
    expect(made!.status).toBe('ready');
    const file = await call(cookie, 'GET', `/api/user/exports/${made!.id}`);
    const data = file.json();
    expect(data.account).toMatchObject({ id: boards.ids.cat, hasPassword: true });
    expect(data.picks).toHaveLength(3);
    expect(data.leagues).toHaveLength(1);
    expect(file.body).not.toMatch(/password_hash|\$argon2|secret_hash|p256dh/);
    // Another player's download is not there for this one.
    expect((await call(boards.cookies.dan, 'GET', `/api/user/exports/${made!.id}`)).statusCode).toBe(404);
    // A day later it is gone.
    t.clock.advance(DAY + 1000);
    expect((await call(cookie, 'GET', `/api/user/exports/${made!.id}`)).statusCode).toBe(404);
    t.clock.advance(-(DAY + 1000));
  });
});

describe('Delete my account', () => {
  it('needs the username typed and proof that it is the player', async () => {
    const cookie = boards.cookies.eve;
    const username = (await userRow(boards.ids.eve)).username;
    const typo = await call(cookie, 'POST', '/api/user/delete', { confirm: 'someone', password: PASSWORD });
    expect([typo.statusCode, typo.json().message]).toEqual([400, 'Type your username exactly to confirm']);
    const wrong = await call(cookie, 'POST', '/api/user/delete', {
      confirm: username,
      password: 'wrong1234',
    });
    expect(wrong.statusCode).toBe(400);
    // A sign-in more than 10 minutes old is no proof by itself.
    t.clock.advance(11 * 60 * 1000);
    const stale = await call(cookie, 'POST', '/api/user/delete', { confirm: username });
    expect(stale.statusCode).toBe(400);
    expect((await userRow(boards.ids.eve)).deleted_at).toBeNull();
  });

  it("erases the player, passes their leagues on, and leaves everyone else's standings as they were", async () => {
    const { ids, cookies } = boards;
    const db = t.deps.db;
    // ann owns a league with bob (joined first) and cat, and one alone; she is in one of dan's.
    const shared = await makeLeague(db, ids.ann, [ids.bob, ids.cat]);
    const alone = await makeLeague(db, ids.ann);
    const dans = await makeLeague(db, ids.dan, [ids.ann]);
    const before = await storedFigures(db);
    const ann = await userRow(ids.ann);

    const res = await call(cookies.ann, 'POST', '/api/user/delete', {
      confirm: ann.username,
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);

    expect((await call(cookies.ann, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const erased = await userRow(ids.ann);
    expect(erased).toMatchObject({
      username: 'Deleted player',
      email: null,
      first_name: '',
      last_name: '',
      password_hash: null,
      age_band: null,
      gender: null,
    });
    expect(erased.deleted_at).not.toBeNull();
    expect(await db.selectFrom('sessions').where('user_id', '=', ids.ann).select('id').execute()).toEqual([]);
    const owner = (id: number) =>
      db.selectFrom('leagues').select('owner_id').where('id', '=', id).executeTakeFirst();
    expect((await owner(shared.id))?.owner_id).toBe(ids.bob);
    expect(await owner(alone.id)).toBeUndefined();
    expect(
      await db.selectFrom('league_members').select('league_id').where('user_id', '=', ids.ann).execute(),
    ).toEqual([]);
    expect((await owner(dans.id))?.owner_id).toBe(ids.dan);
    // The picks stay, and so do everyone's figures, the deleted player's included (anonymous now).
    expect(await db.selectFrom('picks').select('id').where('user_id', '=', ids.ann).execute()).toHaveLength(
      3,
    );
    expect(await storedFigures(db)).toEqual(before);
    await recomputeAllUsers(db);
    expect(await storedFigures(db)).toEqual(before);
    expect(await recomputedFigures(db)).toEqual(before);
    // The boards name nobody: the row reads "Deleted player".
    const board = (await call(cookies.bob, 'GET', '/api/leaderboard/weekly')).json();
    const names = board.players.map((p: { username: string }) => p.username);
    expect(names).not.toContain(ann.username);
    // The name is free again, and the e-mail too.
    expect((await t.app.inject({ url: `/api/auth/check-username/${ann.username}` })).json().available).toBe(
      true,
    );
  });

  it('is an admin action from the Users tab too, on the audit trail', async () => {
    const { ids, cookies } = boards;
    const dan = await userRow(ids.dan);
    const admin = await t.deps.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', ids.fay)
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${ids.dan}`,
      headers: { ...sameOrigin, cookie: cookies.fay },
      payload: { confirm: dan.username },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = await t.deps.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'user.delete')
      .executeTakeFirstOrThrow();
    expect([entry.admin_id, entry.target_id]).toEqual([admin.id, String(ids.dan)]);
    expect(JSON.stringify(entry)).not.toContain(dan.email ?? '@');
  });
});
