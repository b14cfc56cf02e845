import { describe, expect, it } from 'vitest';
import { account, call } from '../../../../tests/support/calls';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';

// The streak shield on a player's profile (ADR 0050, docs/rules.md): holding one is public; whether it is armed on
// a pick not graded yet is told to the player alone, over REST and tRPC alike.

const t = sharedTestApp();

async function holder(held: boolean) {
  const player = await account(t);
  // What grading keeps after the week's 5th win (grading.shield.test.ts earns it the long way).
  await t.deps.db
    .updateTable('standings')
    .set({ shield_held: held })
    .where('user_id', '=', player.row.id)
    .execute();
  return player;
}

async function openPick(userId: number) {
  const sport = await makeSport(t.deps.db);
  const game = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: 120 });
  const row = await t.deps.db
    .insertInto('picks')
    .values({ user_id: userId, game_id: game.id, selected_team_id: sport.teams[0]!.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const restShield = async (cookie: string, userId: number) => {
  const res = await call(t, cookie, 'GET', `/api/users/${userId}/picks/history`);
  expect(res.statusCode).toBe(200);
  const { shieldHeld, shieldArmed } = res.json().user;
  return { shieldHeld, shieldArmed };
};

const trpcShield = async (cookie: string, userId: number) => {
  const input = encodeURIComponent(JSON.stringify({ userId }));
  const res = await t.app.inject({ url: `/trpc/players.profile?input=${input}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const { shieldHeld, shieldArmed } = res.json().result.data.user;
  return { shieldHeld, shieldArmed };
};

describe('the streak shield on a profile', () => {
  it('tells everyone a player holds one, and only the player that it is armed', async () => {
    const player = await holder(true);
    const viewer = await account(t);
    const pickId = await openPick(player.row.id);
    const armed = await call(t, player.cookie, 'POST', `/api/picks/${pickId}/shield`, {});
    expect(armed.statusCode).toBe(200);

    for (const read of [restShield, trpcShield]) {
      expect(await read(viewer.cookie, player.row.id)).toEqual({ shieldHeld: true, shieldArmed: null });
      expect(await read(player.cookie, player.row.id)).toEqual({ shieldHeld: true, shieldArmed: true });
    }

    // Taken off, or its pick graded: held, not armed.
    expect((await call(t, player.cookie, 'DELETE', `/api/picks/${pickId}/shield`)).statusCode).toBe(200);
    expect(await restShield(player.cookie, player.row.id)).toEqual({ shieldHeld: true, shieldArmed: false });
    expect((await call(t, player.cookie, 'POST', `/api/picks/${pickId}/shield`, {})).statusCode).toBe(200);
    await t.deps.db.updateTable('picks').set({ manual_result: 'win' }).where('id', '=', pickId).execute();
    expect(await restShield(player.cookie, player.row.id)).toEqual({ shieldHeld: true, shieldArmed: false });
    expect(await restShield(viewer.cookie, player.row.id)).toEqual({ shieldHeld: true, shieldArmed: null });
  });

  it('says no shield for a player who holds none, to them and to others', async () => {
    const player = await holder(false);
    const viewer = await account(t);
    expect(await restShield(viewer.cookie, player.row.id)).toEqual({ shieldHeld: false, shieldArmed: null });
    expect(await trpcShield(player.cookie, player.row.id)).toEqual({ shieldHeld: false, shieldArmed: false });
    // A player without a standings row yet (none is made before their first pick in some paths) holds none.
    await t.deps.db.deleteFrom('standings').where('user_id', '=', player.row.id).execute();
    expect(await restShield(viewer.cookie, player.row.id)).toEqual({ shieldHeld: false, shieldArmed: null });
  });
});
