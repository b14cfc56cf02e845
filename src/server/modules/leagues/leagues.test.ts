import { beforeAll, describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import { createUsers } from '../../../../tests/support/grading/grading';
import { makeLeague, makePremium } from '../../../../tests/support/leagues';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { LEAGUE_MESSAGES } from '../../../shared/schemas/leagues';
import { CODE_ALPHABET } from './leagues.rules';

const t = sharedTestApp();

type Account = Awaited<ReturnType<typeof account>>;
let owner: Account;
let friend: Account;
let stranger: Account;

beforeAll(async () => {
  [owner, friend, stranger] = [await account(t), await account(t), await account(t)];
  await makePremium(t.deps.db, owner.row.id);
});

const as = (who: Account | undefined) => ({
  get: (url: string) => call(t, who?.cookie, 'GET', url),
  post: (url: string, body: object = {}) => call(t, who?.cookie, 'POST', url, body),
  put: (url: string, body: object) => call(t, who?.cookie, 'PUT', url, body),
  del: (url: string) => call(t, who?.cookie, 'DELETE', url),
});
const answer = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.json()];

async function newLeague(name = 'Office pool') {
  const res = await as(owner).post('/api/leagues', { name });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; inviteCode: string; invitePath: string; name: string; ownerId: number };
}

describe('creating a league', () => {
  it('is for every player: the league has a trimmed name, an invite code and a link, and the owner in it', async () => {
    const league = await newLeague('  Office pool  ');
    expect(league.name).toBe('Office pool');
    expect(league.ownerId).toBe(owner.row.id);
    expect(league.inviteCode).toHaveLength(12);
    expect([...league.inviteCode].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    expect(league.invitePath).toBe(`/join/${league.inviteCode}`);
    expect((await newLeague()).inviteCode).not.toBe(league.inviteCode);
    // A free player owns up to 3; premium adds up to 10.
    const free = await account(t);
    for (let i = 0; i < 3; i++)
      expect((await as(free).post('/api/leagues', { name: `Mine ${i}` })).statusCode).toBe(200);
    expect(answer(await as(free).post('/api/leagues', { name: 'Mine 3' }))).toEqual([
      403,
      { message: LEAGUE_MESSAGES.ownedLimitFree },
    ]);
  });

  it('refuses names blank, too short, too long, with control characters or NUL, changing nothing', async () => {
    const before = (await as(owner).get('/api/leagues')).json().length;
    for (const [name, message] of [
      ['   ', LEAGUE_MESSAGES.nameLength],
      ['ab', LEAGUE_MESSAGES.nameLength],
      ['x'.repeat(41), LEAGUE_MESSAGES.nameLength],
      ['tab\there', LEAGUE_MESSAGES.nameControl],
    ] as const) {
      expect(answer(await as(owner).post('/api/leagues', { name })), name).toEqual([400, { message }]);
    }
    expect((await as(owner).post('/api/leagues', { name: 'nul\u0000name' })).statusCode).toBe(400);
    expect((await as(owner).post('/api/leagues', {})).statusCode).toBe(400);
    expect((await as(owner).get('/api/leagues')).json()).toHaveLength(before);
    expect((await as(owner).post('/api/leagues', { name: 'x'.repeat(40) })).statusCode).toBe(200);
  });

  it('stops at 10 owned leagues', async () => {
    const boss = await account(t);
    await makePremium(t.deps.db, boss.row.id);
    for (let i = 0; i < 10; i++)
      expect((await as(boss).post('/api/leagues', { name: `League ${i}` })).statusCode).toBe(200);
    expect(answer(await as(boss).post('/api/leagues', { name: 'One more' }))).toEqual([
      403,
      { message: LEAGUE_MESSAGES.ownedLimit },
    ]);
  });
});

describe('joining by code', () => {
  it('joins by the code in any case, twice harmlessly; wrong codes are 404', async () => {
    const league = await newLeague();
    const joined = await as(friend).post('/api/leagues/join', { code: league.inviteCode.toLowerCase() });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().members.map((m: { id: number }) => m.id)).toEqual([owner.row.id, friend.row.id]);
    expect((await as(friend).post('/api/leagues/join', { code: league.inviteCode })).statusCode).toBe(200);
    expect((await as(friend).get(`/api/leagues/${league.id}`)).json().members).toHaveLength(2);
    for (const code of ['', 'nope', 'ZZZZZZZZZZZZ', `${league.inviteCode}X`]) {
      expect(answer(await as(friend).post('/api/leagues/join', { code })), code).toEqual([
        404,
        { message: LEAGUE_MESSAGES.codeNotFound },
      ]);
    }
    expect((await as(undefined).post('/api/leagues/join', { code: league.inviteCode })).statusCode).toBe(401);
  });

  it('refuses a full league with 409 and a player past their limit with 403 and the limit', async () => {
    const host = (await account(t)).row.id;
    const full = await makeLeague(t.deps.db, host, await createUsers(t.deps.db, 999, 'full'));
    expect(answer(await as(stranger).post('/api/leagues/join', { code: full.code }))).toEqual([
      409,
      { message: LEAGUE_MESSAGES.full },
    ]);
    const joiner = await account(t);
    for (let i = 0; i < 5; i++) {
      const { code } = await makeLeague(t.deps.db, host);
      expect((await as(joiner).post('/api/leagues/join', { code })).statusCode).toBe(200);
    }
    const sixth = await makeLeague(t.deps.db, host);
    const refused = await as(joiner).post('/api/leagues/join', { code: sixth.code });
    expect(answer(refused)).toEqual([403, { message: LEAGUE_MESSAGES.joinedLimitFree }]);
    expect(LEAGUE_MESSAGES.joinedLimitFree).toContain('5');
    await makePremium(t.deps.db, joiner.row.id);
    expect((await as(joiner).post('/api/leagues/join', { code: sixth.code })).statusCode).toBe(200);
  });
});

describe('privacy', () => {
  it('answers a non-member as for a league that does not exist, and shows members no e-mails', async () => {
    const league = await newLeague();
    const missing = await as(stranger).get('/api/leagues/2147483000');
    expect(answer(missing)).toEqual([404, { message: LEAGUE_MESSAGES.notFound }]);
    for (const url of [`/api/leagues/${league.id}`, `/api/leagues/${league.id}/leaderboard/weekly`]) {
      expect(answer(await as(stranger).get(url))).toEqual(answer(missing));
    }
    expect(answer(await as(stranger).put(`/api/leagues/${league.id}`, { name: 'Mine now' }))).toEqual(
      answer(missing),
    );
    await as(friend).post('/api/leagues/join', { code: league.inviteCode });
    const seen = await as(friend).get(`/api/leagues/${league.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain(owner.input.email);
    expect(seen.body).not.toContain(friend.input.email);
    expect(seen.json().members[0]).toEqual({
      id: owner.row.id,
      username: owner.row.username,
      firstName: owner.row.first_name,
      lastName: owner.row.last_name,
      avatarKey: owner.row.avatar_key,
      subscriptionTier: 'premium',
      joinedAt: expect.any(String),
    });
  });

  it('refuses ids that are not whole numbers with 400', async () => {
    for (const id of ['abc', '1.5', '0x10', '-1', '0']) {
      const res = await as(owner).get(`/api/leagues/${id}`);
      expect([res.statusCode, id]).toEqual([400, id]);
      expect((await as(owner).get(`/api/leagues/${id}/leaderboard/alltime`)).statusCode).toBe(400);
    }
    expect((await as(owner).del('/api/leagues/1/members/abc')).statusCode).toBe(400);
  });
});

describe("the owner's actions and leaving", () => {
  it('renames, regenerates the code (the old one stops working), transfers, removes, and deletes', async () => {
    const league = await newLeague();
    const url = `/api/leagues/${league.id}`;
    await as(friend).post('/api/leagues/join', { code: league.inviteCode });
    await as(stranger).post('/api/leagues/join', { code: league.inviteCode });
    expect(answer(await as(friend).put(url, { name: 'Taken over' }))).toEqual([
      403,
      { message: LEAGUE_MESSAGES.ownerOnly },
    ]);
    expect((await as(owner).put(url, { name: ' Renamed ' })).json().name).toBe('Renamed');
    const fresh = (await as(owner).post(`${url}/invite-code`)).json().inviteCode;
    expect(fresh).not.toBe(league.inviteCode);
    const late = await account(t);
    expect((await as(late).post('/api/leagues/join', { code: league.inviteCode })).statusCode).toBe(404);
    expect((await as(late).post('/api/leagues/join', { code: fresh })).statusCode).toBe(200);

    expect(answer(await as(owner).post(`${url}/leave`))).toEqual([
      409,
      { message: LEAGUE_MESSAGES.ownerMustLeaveLast },
    ]);
    const removed = await as(owner).del(`${url}/members/${stranger.row.id}`);
    expect(removed.json().members.map((m: { id: number }) => m.id)).not.toContain(stranger.row.id);
    expect((await as(stranger).get(url)).statusCode).toBe(404);
    expect((await as(owner).del(`${url}/members/${stranger.row.id}`)).statusCode).toBe(404);

    const moved = await as(owner).put(`${url}/owner`, { userId: friend.row.id });
    expect(moved.json().ownerId).toBe(friend.row.id);
    expect((await as(owner).put(`${url}/owner`, { userId: owner.row.id })).statusCode).toBe(403);
    expect(answer(await as(owner).post(`${url}/leave`))).toEqual([200, { success: true }]);
    expect((await as(owner).get(url)).statusCode).toBe(404);
    expect((await as(late).del(url)).statusCode).toBe(403);
    expect(answer(await as(friend).del(url))).toEqual([200, { success: true }]);
    expect((await as(friend).get(url)).statusCode).toBe(404);
    expect((await as(late).get('/api/leagues')).json().map((l: { id: number }) => l.id)).not.toContain(
      league.id,
    );
  });
});

describe('admin', () => {
  it('lists leagues with owner, members and creation, and deletes one', async () => {
    const admin = await account(t, true);
    const league = await newLeague('Spam league');
    await as(friend).post('/api/leagues/join', { code: league.inviteCode });
    const listed = (await as(admin).get('/api/admin/leagues')).json();
    expect(listed.find((l: { id: number }) => l.id === league.id)).toEqual({
      id: league.id,
      name: 'Spam league',
      ownerId: owner.row.id,
      ownerUsername: owner.row.username,
      memberCount: 2,
      createdAt: expect.any(String),
    });
    expect((await as(owner).get('/api/admin/leagues')).statusCode).toBe(403);
    expect(answer(await as(admin).del(`/api/admin/leagues/${league.id}`))).toEqual([200, { success: true }]);
    expect((await as(friend).get(`/api/leagues/${league.id}`)).statusCode).toBe(404);
    expect((await as(admin).del(`/api/admin/leagues/${league.id}`)).statusCode).toBe(404);
    const audit = (await as(admin).get(`/api/admin/audit?action=league.delete&targetId=${league.id}`)).json();
    expect(audit.entries).toEqual([
      expect.objectContaining({
        adminId: admin.row.id,
        action: 'league.delete',
        targetKind: 'league',
        targetId: String(league.id),
        before: expect.objectContaining({ name: 'Spam league', ownerId: owner.row.id, members: 2 }),
        after: null,
      }),
    ]);
  });
});
