import { account, sameOrigin } from '../calls';
import type { Fixtures } from './contract';
import { admin, type Make, player } from './contract-refusals';

// Issue 43's paths' own refusals (see contract-refusal-cases.ts): sign-in with providers and passkeys, the ways into
// an account, downloading its data and deleting it. A probe that would end an account works on a new one, never on
// the fixtures' people, whom every other probe still needs.

/** A passkey's answer in the shape browsers send, to a challenge that does not exist. */
const passkeyAnswer = { id: 'abc', rawId: 'abc', type: 'public-key', response: {} };

/** A new account whose only way in is what the probe gives it (its password taken away), signed in. */
async function withoutPassword(fx: Fixtures) {
  const made = await account(fx.t);
  await fx.t.deps.db
    .updateTable('users')
    .set({ password_hash: null })
    .where('id', '=', made.row.id)
    .execute();
  return made;
}

async function identityOf(fx: Fixtures, userId: number): Promise<number> {
  const row = await fx.t.deps.db
    .insertInto('user_identities')
    .values({
      user_id: userId,
      provider: 'google',
      subject: `refusal-${userId}`,
      email: null,
      created_at: fx.t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function passkeyOf(fx: Fixtures, userId: number): Promise<string> {
  const id = `refusal-passkey-${userId}`;
  await fx.t.deps.db
    .insertInto('passkeys')
    .values({
      id,
      user_id: userId,
      public_key: new Uint8Array([1, 2, 3]),
      counter: 0,
      device_type: 'singleDevice',
      backed_up: false,
      name: 'Probe key',
      created_at: fx.t.clock.now(),
    })
    .execute();
  return id;
}

/** A download of the user's still being prepared (no effect is queued for it: it stays so). */
async function preparingExport(fx: Fixtures, userId: number): Promise<number> {
  const now = fx.t.clock.now();
  const row = await fx.t.deps.db
    .insertInto('data_exports')
    .values({ user_id: userId, created_at: now, expires_at: new Date(now.getTime() + 86_400_000) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const ACCOUNT_REFUSALS: Record<string, Make[]> = {
  'POST /auth/oauth/:provider': [
    () => [
      player('a provider not configured', 400, { cookie: undefined, params: { provider: 'apple' } }),
      player('a returnTo on another site', 400, {
        cookie: undefined,
        params: { provider: 'google' },
        body: { returnTo: '//elsewhere.example/join/X' },
      }),
    ],
  ],
  'POST /auth/oauth/complete': [
    () => [
      player('the terms not accepted', 400, {
        cookie: undefined,
        body: {
          username: 'refusal_fan',
          firstName: 'Pat',
          lastName: 'Player',
          ageBand: '25-34',
          gender: 'male',
          acceptTerms: false,
        },
      }),
    ],
  ],
  'POST /auth/passkey': [
    () => [
      player('a challenge never given', 400, {
        cookie: undefined,
        body: { challengeId: 'never-given', response: passkeyAnswer },
      }),
    ],
  ],
  'DELETE /user/sign-ins/:identityId': [
    async (fx) => {
      const other = await identityOf(fx, fx.target.id);
      const alone = await withoutPassword(fx);
      const only = await identityOf(fx, alone.row.id);
      return [
        player("another player's sign-in", 404, { params: { identityId: other } }),
        player('the last way in', 409, { cookie: alone.cookie, params: { identityId: only } }),
      ];
    },
  ],
  'DELETE /user/passkeys/:credential': [
    async (fx) => {
      const other = await passkeyOf(fx, fx.target.id);
      const alone = await withoutPassword(fx);
      const only = await passkeyOf(fx, alone.row.id);
      return [
        player("another player's passkey", 404, { params: { credential: other } }),
        player('the last way in', 409, { cookie: alone.cookie, params: { credential: only } }),
      ];
    },
  ],
  'POST /user/exports': [
    async (fx) => {
      const asker = await account(fx.t);
      await preparingExport(fx, asker.row.id);
      return [player('one being prepared already', 409, { cookie: asker.cookie })];
    },
  ],
  'GET /user/exports/:id': [
    async (fx) => [
      player("another player's download", 404, { params: { id: await preparingExport(fx, fx.target.id) } }),
      player('one still being prepared', 404, { params: { id: await preparingExport(fx, fx.player.id) } }),
    ],
  ],
  'POST /user/delete': [
    (fx) => [
      player('the username mistyped', 400, { body: { confirm: `${fx.player.username}x` } }),
      player('a wrong password', 400, { body: { confirm: fx.player.username, password: 'wrong1234' } }),
      player("a passkey's answer to a challenge never given", 400, {
        body: {
          confirm: fx.player.username,
          passkey: { challengeId: 'never-given', response: passkeyAnswer },
        },
      }),
    ],
  ],
  'DELETE /admin/users/:id': [
    async (fx) => {
      const gone = await account(fx.t);
      const erase = await fx.t.app.inject({
        method: 'POST',
        url: '/api/user/delete',
        headers: { ...sameOrigin, cookie: gone.cookie },
        payload: { confirm: gone.input.username },
      });
      if (erase.statusCode !== 200) throw new Error(`the probe's account was not deleted: ${erase.body}`);
      return [
        admin('the username mistyped', 400, { params: { id: fx.target.id }, body: { confirm: 'not_them' } }),
        admin('their own account', 400, {
          params: { id: fx.admin.id },
          body: { confirm: fx.admin.username },
        }),
        admin('an account already deleted', 404, {
          params: { id: gone.row.id },
          body: { confirm: gone.input.username },
        }),
      ];
    },
  ],
};
