import { describe, expect, it } from 'vitest';
import { newAccount, register } from '../../../../tests/support/accounts';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { CONSENT_MESSAGE, PRIVACY_VERSION, TERMS_VERSION } from '../../../shared/consent';

// Issue 43, item 4: a sign-up with a password records the terms and the privacy notice accepted, their versions
// and the time, as a provider's sign-up does (provider-sign-in.test.ts); without the acceptance nothing is made.

const t = sharedTestApp();

const consentOf = (id: number) =>
  t.deps.db
    .selectFrom('users')
    .select(['terms_version', 'terms_accepted_at', 'privacy_version', 'privacy_accepted_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('consent at sign-up', () => {
  it('records the versions of the terms and the privacy notice accepted, and when', async () => {
    const { user } = await register(t.app);
    const now = t.clock.now();
    expect(await consentOf(user.id)).toEqual({
      terms_version: TERMS_VERSION,
      terms_accepted_at: now,
      privacy_version: PRIVACY_VERSION,
      privacy_accepted_at: now,
    });
  });

  it('makes no account without the acceptance, and says why', async () => {
    const account = { ...newAccount(), acceptTerms: false };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    expect([res.statusCode, res.json().message]).toEqual([400, CONSENT_MESSAGE]);
    const made = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', account.username)
      .executeTakeFirst();
    expect(made).toBeUndefined();
  });
});
