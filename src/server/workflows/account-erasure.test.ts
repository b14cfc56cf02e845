import { describe, expect, it } from 'vitest';
import { register } from '../../../tests/support/accounts';
import { sameOrigin } from '../../../tests/support/calls';
import { makeLeague } from '../../../tests/support/leagues';
import { sharedTestApp } from '../../../tests/support/test-app';

// Issue 43, item 5: deleting an account erases what is personal in every table that holds it, not only the account's
// row (account-deletion.test.ts): push devices and the push prompt's answer, notification history, linked sign-ins,
// passkeys and their challenges, sign-in flows, downloads, the calendar feed, reset links, kept REST answers,
// sessions and league memberships. On PGlite and on PostgreSQL (npm run test:pg).

const t = sharedTestApp();

/** The tables that must hold nothing of a deleted account, and the column that names it. */
const ERASED = [
  ['sessions', 'user_id'],
  ['password_reset_tokens', 'user_id'],
  ['idempotency_keys', 'user_id'],
  ['push_subscriptions', 'user_id'],
  ['push_prompts', 'user_id'],
  ['notifications_sent', 'user_id'],
  ['league_members', 'user_id'],
  ['user_identities', 'user_id'],
  ['passkeys', 'user_id'],
  ['webauthn_challenges', 'user_id'],
  ['auth_flows', 'user_id'],
  ['auth_flows', 'existing_user_id'],
  ['data_exports', 'user_id'],
  ['calendar_feeds', 'user_id'],
] as const;

async function rowsOf(userId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [table, column] of ERASED) {
    const { n } = await t.deps.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(column, '=', userId)
      .executeTakeFirstOrThrow();
    out[`${table}.${column}`] = Number(n);
  }
  return out;
}

describe('Delete my account erases', () => {
  it('every personal row of the account, in every table that holds one', async () => {
    const { user, account, cookie } = await register(t.app);
    const id = user.id;
    const db = t.deps.db;
    const now = t.clock.now();
    const later = new Date(now.getTime() + 3_600_000);
    const owner = await register(t.app);
    await makeLeague(db, owner.user.id, [id]);
    await db
      .insertInto('password_reset_tokens')
      .values({ user_id: id, token_hash: new Uint8Array(32), created_at: now, expires_at: later })
      .execute();
    await db
      .insertInto('idempotency_keys')
      .values({
        user_id: id,
        key: 'k1',
        method: 'POST',
        path: '/api/picks',
        fingerprint: 'a'.repeat(64),
        created_at: now,
      })
      .execute();
    await db
      .insertInto('push_subscriptions')
      .values({
        user_id: id,
        endpoint: 'https://fcm.googleapis.com/fcm/send/erase-me',
        p256dh: 'p',
        auth: 'a',
      })
      .execute();
    await db.insertInto('push_prompts').values({ user_id: id, answered_at: now }).execute();
    await db
      .insertInto('notifications_sent')
      .values({ key: `daily:${id}:erase`, user_id: id, kind: 'daily', sent_at: now })
      .execute();
    await db
      .insertInto('user_identities')
      .values({
        user_id: id,
        provider: 'google',
        subject: `erase-${id}`,
        email: account.email,
        created_at: now,
      })
      .execute();
    await db
      .insertInto('passkeys')
      .values({
        id: `erase-${id}`,
        user_id: id,
        public_key: new Uint8Array([1, 2, 3]),
        counter: 0,
        device_type: 'multiDevice',
        backed_up: true,
        name: 'My phone',
        created_at: now,
      })
      .execute();
    await db
      .insertInto('webauthn_challenges')
      .values({
        id: `c-${id}`,
        challenge: 'x',
        purpose: 'register',
        user_id: id,
        created_at: now,
        expires_at: later,
      })
      .execute();
    for (const [column, flow] of [
      ['user_id', 'a'],
      ['existing_user_id', 'b'],
    ] as const)
      await db
        .insertInto('auth_flows')
        .values({
          id: `${flow}-${id}`,
          provider: 'google',
          purpose: 'link',
          state: `s-${flow}-${id}`,
          nonce: 'n',
          code_verifier: 'v',
          [column]: id,
          created_at: now,
          expires_at: later,
        })
        .execute();
    await db
      .insertInto('data_exports')
      .values({ user_id: id, content: '{}', created_at: now, ready_at: now, expires_at: later })
      .execute();
    await db
      .insertInto('calendar_feeds')
      .values({ user_id: id, token_hash: `t-${id}` })
      .execute();
    // Every table holds something of the account before.
    for (const [key, n] of Object.entries(await rowsOf(id))) expect(n, key).toBeGreaterThan(0);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      headers: { ...sameOrigin, cookie },
      payload: { confirm: account.username, password: account.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const [key, n] of Object.entries(await rowsOf(id))) expect(n, key).toBe(0);
    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: null,
      avatar_key: 'geometric-1',
      terms_version: null,
      privacy_version: null,
    });
  });
});
