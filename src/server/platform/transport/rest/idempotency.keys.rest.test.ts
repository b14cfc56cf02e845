import { describe, expect, it } from 'vitest';
import { sameOrigin } from '../../../../../tests/support/calls';
import { idempotencyFixtures, pickOf, prize, replayed } from '../../../../../tests/support/rest/idempotency';
import { DAY } from '../../../../../tests/support/test-app';
import { appProcedures } from '../../../api/router';
import { restRoutes, routeKey } from '../../../api/routes';
import { EspnFeed } from '../../../modules/sports-feed/espn.adapter';
import { FixtureFeed } from '../../../modules/sports-feed/fixtures.adapter';
import { acceptsIdempotencyKey, IDEMPOTENCY_MESSAGES } from './idempotency.rules';

// Whose keys, which keys, for how long, and what happens to a key when the call fails
// (docs/api.md, "Idempotency-Key"). Replays themselves are in idempotency.rest.test.ts.

const { t, people, adminLogin, games, post, count } = idempotencyFixtures();

describe('keys', () => {
  it('are taken by signed-in writes only: POST /picks (players) and the admin POSTs', () => {
    const access = restRoutes
      .filter(acceptsIdempotencyKey)
      .map((r) => [routeKey(r), appProcedures.describe(r.procedure).access]);
    expect(access).toContainEqual(['POST /picks', 'player']);
    expect(access.filter(([key]) => key !== 'POST /picks').map(([, auth]) => auth)).toEqual(
      Array(access.length - 1).fill('admin'),
    );
    expect(appProcedures.describe('games.today').access).toBe('public');
  });

  it('belong to one user: another user with the same key runs their own call', async () => {
    const mine = await post('player', '/api/picks', pickOf(games[5]!), 'shared-key');
    const theirs = await post('other', '/api/picks', pickOf(games[5]!), 'shared-key');
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect([replayed(mine), replayed(theirs)]).toEqual([undefined, undefined]);
    expect(mine.json().pick.id).not.toBe(theirs.json().pick.id);
  });

  it('must be 1 to 255 printable ASCII characters, else 400 and nothing is written', async () => {
    const prizes = await count('prizes');
    for (const key of ['', 'x'.repeat(256)]) {
      const res = await post('admin', '/api/admin/prizes', prize(), key);
      expect([res.statusCode, res.json()], JSON.stringify(key)).toEqual([
        400,
        { message: IDEMPOTENCY_MESSAGES.invalidKey },
      ]);
    }
    expect(await count('prizes')).toBe(prizes);
  });

  it('come after sign-in and access: 401 and 403 are answered as without a key and not kept', async () => {
    const keys = await count('idempotency_keys');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/admin/prizes',
      payload: prize(),
      headers: { ...sameOrigin, 'idempotency-key': '' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await post('player', '/api/admin/prizes', prize(), 'not-mine')).statusCode).toBe(403);
    expect(await count('idempotency_keys')).toBe(keys);
  });

  it('are ignored where they do not apply (PUT, the token sign-in)', async () => {
    const picked = await post('player', '/api/picks', pickOf(games[1]!));
    const pickId = picked.json().pick.id as number;
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/picks/${pickId}`,
      payload: { selectedTeamId: picked.json().pick.selectedTeamId },
      headers: { ...sameOrigin, cookie: people.player.cookie, 'idempotency-key': '' },
    });
    expect(change.statusCode, change.body).toBe(200);
    const tokens = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/token',
          payload: adminLogin,
          headers: { 'idempotency-key': 'same' },
        }),
      ),
    );
    expect(tokens.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(tokens[0]!.json().token).not.toBe(tokens[1]!.json().token);
  });

  it('are given back when the call fails on our side (5xx): a retry runs again', async () => {
    const feed = t.deps.feed;
    t.deps.feed = new EspnFeed({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 2_000 });
    try {
      const failed = await post('admin', '/api/admin/teams/sync-sport', { sport: 'NFL' }, 'sync-nfl');
      expect(failed.statusCode, failed.body).toBe(502);
      const kept = await t.deps.db
        .selectFrom('idempotency_keys')
        .where('key', '=', 'sync-nfl')
        .selectAll()
        .execute();
      expect(kept).toEqual([]);
    } finally {
      t.deps.feed = feed ?? new FixtureFeed({ now: t.clock.now });
    }
    const retried = await post('admin', '/api/admin/teams/sync-sport', { sport: 'NFL' }, 'sync-nfl');
    expect([retried.statusCode, replayed(retried)], retried.body).toEqual([200, undefined]);
  });

  it('are forgotten 24 hours after their first call (by the app clock)', async () => {
    const body = prize('Daily');
    const first = await post('admin', '/api/admin/prizes', body, 'a-day');
    t.clock.advance(DAY - 1);
    const within = await post('admin', '/api/admin/prizes', body, 'a-day');
    expect([within.body, replayed(within)]).toEqual([first.body, 'true']);
    const prizes = await count('prizes');

    t.clock.advance(1);
    const after = await post('admin', '/api/admin/prizes', prize('Another'), 'a-day');
    expect([after.statusCode, replayed(after)], after.body).toEqual([200, undefined]);
    expect(after.json().id).not.toBe(first.json().id);
    expect(await count('prizes')).toBe(prizes + 1);
  });
});
