import { describe, expect, it } from 'vitest';
import { account } from '../../../../tests/support/calls';
import { makeLeague } from '../../../../tests/support/leagues';
import { RELAXED_LIMITS, sharedTestApp } from '../../../../tests/support/test-app';
import { INVITE_FACES, LEAGUE_MESSAGES } from '../../../shared/schemas/leagues';
import { DEFAULT_RATE_LIMITS } from '../../platform/limits/rate-limit';

// The invite as a signed-out visitor and a player see it; wrong codes spend the wrong-code budgets as shipped.
const t = sharedTestApp({
  config: { rateLimits: { ...RELAXED_LIMITS, leagueCodesPerIp: DEFAULT_RATE_LIMITS.leagueCodesPerIp } },
});

const invite = (code: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/invites/${encodeURIComponent(code)}`,
    headers: cookie ? { cookie } : {},
    remoteAddress: ip,
  });

describe('an invite link before joining', () => {
  it('shows the league, its owner, the member count and a few faces, signed out; never an e-mail', async () => {
    const owner = await account(t);
    await t.deps.db
      .updateTable('users')
      .set({ avatar_key: 'space-cat' })
      .where('id', '=', owner.row.id)
      .execute();
    const members = await Promise.all(Array.from({ length: 6 }, () => account(t)));
    const league = await makeLeague(
      t.deps.db,
      owner.row.id,
      members.map((m) => m.row.id),
    );
    const res = await invite(league.code.toLowerCase(), '10.9.0.1');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      owner: { displayName: owner.row.username, avatarKey: 'space-cat' },
      memberCount: 7,
      isMember: false,
      leagueId: null,
    });
    expect(body.name).toMatch(/^League /);
    expect(body.members).toHaveLength(INVITE_FACES);
    expect(body.members[0].displayName).toBe(owner.row.username);
    expect(res.body).not.toContain('@');
    expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/public/);
    // A member learns they are in it already, and where.
    const mine = (await invite(league.code, '10.9.0.2', members[0]!.cookie)).json();
    expect(mine).toMatchObject({ isMember: true, leagueId: league.id });
  });

  it('says plainly when a code is dead; wrong codes spend the address’s budget, right ones do not', async () => {
    const owner = await account(t);
    const league = await makeLeague(t.deps.db, owner.row.id);
    const dead = await invite('ZZZZZZZZZZZZ', '10.9.1.1');
    expect([dead.statusCode, dead.json()]).toEqual([404, { message: LEAGUE_MESSAGES.inviteDead }]);
    for (let i = 0; i < 19; i++) {
      expect((await invite(league.code, '10.9.1.1')).statusCode).toBe(200);
      expect((await invite(`WRONG${i}`, '10.9.1.1')).statusCode).toBe(404);
    }
    const spent = await invite(league.code, '10.9.1.1');
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toMatch(/^Too many attempts/);
    expect((await invite(league.code, '10.9.1.2')).statusCode).toBe(200);
    t.clock.advance(60 * 60 * 1000);
  });
});
