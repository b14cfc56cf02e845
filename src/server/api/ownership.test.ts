import { beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../tests/support/accounts';
import { sameOrigin } from '../../../tests/support/calls';
import { makeGame, makeSport } from '../../../tests/support/games';
import { finish } from '../../../tests/support/grading/boards';
import { createPick } from '../../../tests/support/grading/grading';
import { makeLeague } from '../../../tests/support/leagues';
import { sharedTestApp } from '../../../tests/support/test-app';
import { procedurePaths, procedures, quietMail } from '../../../tests/support/trpc/authorization';
import { accessOf } from '../../../tests/support/trpc/authorization-table';

// A player reaches only their own picks, settings and e-mail, whatever ids they put in the input.
// Player A owns the data; player B tries to read or change it through every procedure a player may call.

const t = sharedTestApp({ mailTransport: quietMail() });
type Person = { id: number; cookie: string; email: string; username: string; password: string };
const A = {} as Person;
const B = {} as Person;
let pending = 0;
let graded = 0;
/** A league of A's that B is in: members see each other, never their e-mails. */
let league = 0;
/** Its invite code, B's unlocked achievement and B's ready download: the queries that need one are asked with them. */
let leagueCode = '';
let exportId = 0;
let open: { id: number; home: number; away: number };

async function person(target: Person) {
  const made = await register(t.app);
  Object.assign(target, { id: made.user.id, cookie: made.cookie, ...made.account });
}

/** One tRPC call over HTTP as the cookie's player: a query as GET, a mutation as POST. */
async function rpc(who: Person, path: string, input?: unknown) {
  const query = procedures[path]!._def.type === 'query';
  const encoded = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await t.app.inject({
    method: query ? 'GET' : 'POST',
    url: `/trpc/${path}${query ? encoded : ''}`,
    headers: { ...sameOrigin, cookie: who.cookie, 'content-type': 'application/json' },
    ...(query ? {} : { payload: JSON.stringify(input ?? {}) }),
  });
  return { status: res.statusCode, body: res.body, json: res.json() };
}

const rowOf = (id: number) =>
  t.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
const picksOf = (id: number) =>
  t.deps.db.selectFrom('picks').selectAll().where('user_id', '=', id).orderBy('id').execute();
const sessionsOf = (id: number) =>
  t.deps.db.selectFrom('sessions').select('id').where('user_id', '=', id).orderBy('id').execute();
const snapshotOfA = async () => ({
  user: await rowOf(A.id),
  picks: await picksOf(A.id),
  sessions: await sessionsOf(A.id),
});

beforeAll(async () => {
  await person(A);
  await person(B);
  const sport = await makeSport(t.deps.db);
  const [home, away] = [sport.teams[0]!.id, sport.teams[1]!.id];
  const game = (startsInMinutes: number) =>
    makeGame(t.deps.db, { sportId: sport.id, homeTeamId: home, awayTeamId: away, startsInMinutes });
  open = { id: (await game(600)).id, home, away };
  const made = await rpc(A, 'picks.create', { gameId: open.id, selectedTeamId: home });
  expect(made.status, made.body).toBe(200);
  pending = made.json.result.data.pick.id;
  const past = await game(-300);
  graded = await createPick(t.deps.db, A.id, past.id, home);
  await finish(t, { sportId: sport.id, home, away }, past.id, 'home');
  const made2 = await makeLeague(t.deps.db, A.id, [B.id]);
  league = made2.id;
  leagueCode = made2.code;
  await t.deps.db.insertInto('achievement_unlocks').values({ user_id: B.id, type: 'first_five' }).execute();
  // A named November's winner: what prizes.winner answers B about A must not carry A's e-mail.
  await t.deps.db
    .insertInto('prize_winners')
    .values({
      decision: 1,
      month: '2026-11',
      prize_title: 'November prize',
      user_id: A.id,
      peak_streak: 1,
      wins: 1,
      picks: 1,
      win_percentage: 100,
      decided_by: 'only',
      decided_at: new Date(),
    })
    .execute();
  const asked = await rpc(B, 'account.requestExport');
  expect(asked.status, asked.body).toBe(200);
  exportId = asked.json.result.data[0].id;
});

describe("another player's pick", () => {
  it('cannot be changed by id (403), and stays as it was', async () => {
    const before = await picksOf(A.id);
    for (const input of [
      { pickId: pending, selectedTeamId: open.away },
      { pickId: pending, selectedTeamId: open.away, userId: A.id },
    ]) {
      const res = await rpc(B, 'picks.update', input);
      expect([res.status, res.json.error?.message]).toEqual([403, 'You can only change your own picks']);
    }
    expect(await picksOf(A.id)).toEqual(before);
  });

  it("is not in the other's lists, whatever id the input names", async () => {
    await rpc(B, 'picks.create', { gameId: open.id, selectedTeamId: open.away });
    for (const input of [undefined, { userId: A.id, id: A.id, limit: 100 }]) {
      const history = (await rpc(B, 'picks.history', input)).json.result.data as { id: number }[];
      const mine = (await rpc(B, 'picks.mine', input)).json.result.data.picks as { id: number }[];
      for (const list of [history, mine]) {
        expect(list.length).toBeGreaterThan(0);
        expect(list.map((p) => p.id)).not.toContain(pending);
        expect(list.map((p) => p.id)).not.toContain(graded);
      }
    }
  });

  it("shows on A's public profile only once graded", async () => {
    const profile = (await rpc(B, 'players.profile', { userId: A.id })).json.result.data;
    expect(profile.picks.map((p: { id: number }) => p.id)).toEqual([graded]);
    expect(profile.picks[0].result).toBe('win');
  });
});

/** Inputs for the queries a player may call that need one, aimed at A where they name someone. */
const inputFor = (path: string): unknown =>
  ({
    'players.profile': { userId: A.id },
    'auth.checkUsername': { username: A.username },
    'passwordReset.verify': { token: 'not-a-real-token' },
    'leaderboard.alltime': { limit: 100 },
    'leagues.get': { leagueId: league },
    'leagues.weekly': { leagueId: league },
    'leagues.monthly': { leagueId: league },
    'leagues.alltime': { leagueId: league },
    'leagues.invite': { code: leagueCode },
    'leagues.picks': { leagueId: league },
    'leagues.matchups': { leagueId: league },
    'prizes.winner': { month: '2026-11' },
    'chat.history': { leagueId: league },
    'shares.achievement': { type: 'first_five' },
    'account.exportFile': { id: exportId },
  })[path];
const playerQueries = procedurePaths.filter(
  (p) => procedures[p]!._def.type === 'query' && accessOf(p)?.player === 'allowed',
);

/** Every `email` field of a body, at any depth. */
function emails(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(emails);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => (key === 'email' ? [inner] : emails(inner)));
}

describe("another player's e-mail", () => {
  it.each(playerQueries)('is nowhere in what %s answers', async (path) => {
    const res = await rpc(B, path, inputFor(path));
    if (path === 'passwordReset.verify') expect(res.status).toBe(400);
    else expect(res.status, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
    expect(res.body.toLowerCase()).not.toContain(A.email.toLowerCase());
    expect(emails(res.json).every((e) => e === B.email)).toBe(true);
  });

  it('is not on the boards, though A is', async () => {
    const board = (await rpc(B, 'leaderboard.alltime', { limit: 100 })).json.result.data;
    expect(board.players.map((p: { id: number }) => p.id)).toContain(A.id);
  });
});

describe("another player's settings", () => {
  const settings = {
    firstName: 'Bea',
    lastName: 'Other',
    timezone: 'America/Denver',
    emailNotifications: false,
    pushNotifications: true,
  };

  it('are out of reach: an id in the input is ignored, and only the caller changes', async () => {
    const before = await snapshotOfA();
    const stray = { id: A.id, userId: A.id, user_id: A.id };
    const calls: [string, unknown][] = [
      ['users.updateSettings', { ...settings, username: B.username, ...stray }],
      ['users.updateAvatar', { avatarKey: 'flame-dragon', ...stray }],
      ['users.changePassword', { currentPassword: B.password, newPassword: 'Another12345', ...stray }],
    ];
    for (const [path, input] of calls) {
      const res = await rpc(B, path, input);
      expect(res.status, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.json.result.data).toMatchObject({ id: B.id, email: B.email });
    }
    B.cookie = await relogin(B, 'Another12345');
    expect(await snapshotOfA()).toEqual(before);
    expect(await rowOf(B.id)).toMatchObject({
      first_name: 'Bea',
      avatar_key: 'flame-dragon',
      timezone: 'America/Denver',
    });
  });

  it("refuses A's e-mail as B's own (the e-mail is read-only)", async () => {
    const res = await rpc(B, 'users.updateSettings', { ...settings, username: B.username, email: A.email });
    expect([res.status, res.json.error?.message]).toEqual([400, 'Email cannot be changed']);
    expect((await rowOf(B.id))?.email).toBe(B.email);
  });
});

/** A new session of the player's, after a password change ended the one the test held. */
async function relogin(who: Person, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: who.username, password },
    headers: sameOrigin,
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'session')!;
  return `session=${cookie.value}`;
}
