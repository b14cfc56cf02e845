import { describe, expect, it } from 'vitest';
import { register } from '../../../tests/support/accounts';
import { makeGame, sportBeforeAll } from '../../../tests/support/games';
import { sharedTestApp } from '../../../tests/support/test-app';

// Arming and disarming the streak shield over REST (ADR 0050), on PGlite and PostgreSQL: only one's own pick, only
// before the lock, only with a shield held, on one pick at a time; every refusal a 4xx { message }.

const t = sharedTestApp();
const origin = { host: 'shield.test', origin: 'http://shield.test' };
const sport = sportBeforeAll(t);

const game = (startsInMinutes = 120, status?: 'scheduled' | 'live' | 'completed') =>
  makeGame(t.deps.db, {
    sportId: sport.id,
    homeTeamId: sport.teams[0]!.id,
    awayTeamId: sport.teams[1]!.id,
    startsInMinutes,
    status,
  });

async function player(held: boolean) {
  const { cookie, user } = await register(t.app);
  // What grading keeps after the week's 5th win (grading.shield.test.ts earns it the long way).
  await t.deps.db
    .updateTable('standings')
    .set({ shield_held: held })
    .where('user_id', '=', user.id)
    .execute();
  return { cookie, id: user.id };
}

async function pickOn(userId: number, gameId: number, teamId = sport.teams[0]!.id): Promise<number> {
  const row = await t.deps.db
    .insertInto('picks')
    .values({ user_id: userId, game_id: gameId, selected_team_id: teamId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const arm = (cookie: string, pickId: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/picks/${pickId}/shield`, headers: { cookie, ...origin } });
const disarm = (cookie: string, pickId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/picks/${pickId}/shield`, headers: { cookie, ...origin } });
const state = async (cookie: string) =>
  (await t.app.inject({ url: '/api/picks/shield', headers: { cookie } })).json();
const armedFlag = async (pickId: number) =>
  (
    await t.deps.db
      .selectFrom('picks')
      .select('shield_armed')
      .where('id', '=', pickId)
      .executeTakeFirstOrThrow()
  ).shield_armed;

describe('the streak shield over REST', () => {
  it('arms a held shield on my open pick and disarms it, the shield staying held', async () => {
    const me = await player(true);
    const g = await game();
    const pickId = await pickOn(me.id, g.id);
    expect(await state(me.cookie)).toEqual({ held: true, armedPickId: null });
    const armed = await arm(me.cookie, pickId);
    expect([armed.statusCode, armed.json()]).toEqual([200, { held: true, armedPickId: pickId }]);
    expect(await armedFlag(pickId)).toBe(true);
    // Arming again is harmless.
    expect((await arm(me.cookie, pickId)).statusCode).toBe(200);
    const off = await disarm(me.cookie, pickId);
    expect([off.statusCode, off.json()]).toEqual([200, { held: true, armedPickId: null }]);
    expect(await armedFlag(pickId)).toBe(false);
  });

  it("refuses someone else's pick (403), whoever holds a shield", async () => {
    const me = await player(true);
    const other = await player(true);
    const g = await game();
    const theirs = await pickOn(other.id, g.id);
    for (const res of [await arm(me.cookie, theirs), await disarm(me.cookie, theirs)])
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { message: 'You can only arm a shield on your own picks' },
      ]);
    expect(await armedFlag(theirs)).toBe(false);
  });

  it.each([
    ['a started game', -5, 'scheduled'],
    ['a live game', 30, 'live'],
    ['a completed game', -300, 'completed'],
  ] as const)('refuses to arm or disarm on %s (400): the lock', async (_name, minutes, status) => {
    const me = await player(true);
    const g = await game(minutes, status);
    const pickId = await pickOn(me.id, g.id);
    for (const res of [await arm(me.cookie, pickId), await disarm(me.cookie, pickId)])
      expect([res.statusCode, res.json()]).toEqual([400, { message: 'This game has already started' }]);
  });

  it('refuses without a shield held (409)', async () => {
    const me = await player(false);
    const pickId = await pickOn(me.id, (await game()).id);
    const res = await arm(me.cookie, pickId);
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'You have no streak shield to arm' }]);
    expect(await armedFlag(pickId)).toBe(false);
  });

  it('holds one shield: refuses a second pick while one waiting for a result carries it (409)', async () => {
    const me = await player(true);
    const first = await pickOn(me.id, (await game(120)).id);
    const second = await pickOn(me.id, (await game(240)).id);
    expect((await arm(me.cookie, first)).statusCode).toBe(200);
    const res = await arm(me.cookie, second);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: 'Your shield is already armed on another pick. Disarm it first.' },
    ]);
    // Moved by disarming first.
    expect((await disarm(me.cookie, first)).statusCode).toBe(200);
    expect((await arm(me.cookie, second)).json()).toEqual({ held: true, armedPickId: second });
  });

  it('refuses an unknown pick (404), bad ids (400) and a signed-out caller (401)', async () => {
    const me = await player(true);
    expect([
      (await arm(me.cookie, 2_000_000_000)).statusCode,
      (await arm(me.cookie, 2_000_000_000)).json(),
    ]).toEqual([404, { message: 'Pick not found' }]);
    expect((await arm(me.cookie, 'abc')).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: '/api/picks/1/shield', headers: origin });
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Unauthorized' }]);
  });
});
