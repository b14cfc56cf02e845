import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openApiValidator } from '../../../../../tests/support/openapi-validator';
import { idempotencyFixtures, pickOf, prize, replayed } from '../../../../../tests/support/rest/idempotency';
import { appOpenApiDocument } from '../../../api/reference';
import { IDEMPOTENCY_MESSAGES } from './idempotency.rules';

// POST /api/picks and every admin POST take an Idempotency-Key: a retry with the same key gets the
// first answer and writes nothing (docs/api.md, "Idempotency-Key"; docs/reliability.md). The key's
// scope, format and lifetime are in idempotency.keys.rest.test.ts.

const { t, people, adminLogin, games, post, count } = idempotencyFixtures();

describe('a retry with the same Idempotency-Key', () => {
  it('of POST /api/picks gets the first answer again and writes no pick', async () => {
    const first = await post('player', '/api/picks', pickOf(games[0]!), 'pick-once');
    expect(first.statusCode, first.body).toBe(200);
    expect(replayed(first)).toBeUndefined();
    const picks = await count('picks');

    const again = await post('player', '/api/picks', pickOf(games[0]!), 'pick-once');
    expect([again.statusCode, again.body]).toEqual([200, first.body]);
    expect(replayed(again)).toBe('true');
    expect(await count('picks')).toBe(picks);
    // Without the key the very same call runs again and is refused: the 200 above was a replay.
    expect((await post('player', '/api/picks', pickOf(games[0]!))).statusCode).toBe(409);
  });

  it('of an admin POST gets the first answer again and creates nothing', async () => {
    const body = prize();
    const first = await post('admin', '/api/admin/prizes', body, 'prize-once');
    expect(first.statusCode, first.body).toBe(200);
    const prizes = await count('prizes');

    const again = await post('admin', '/api/admin/prizes', body, 'prize-once');
    expect([again.statusCode, again.body, replayed(again)]).toEqual([200, first.body, 'true']);
    expect(await count('prizes')).toBe(prizes);
  });

  it('counts a body with its fields in another order as the same request', async () => {
    const first = await post('admin', '/api/admin/prizes', prize('Ordered'), 'prize-ordered');
    const prizes = await count('prizes');
    const reordered = { replace: true, year: 2026, month: '2026-12', description: 'A cap', title: 'Ordered' };
    const again = await post('admin', '/api/admin/prizes', reordered, 'prize-ordered');
    expect([again.statusCode, again.body, replayed(again)]).toEqual([200, first.body, 'true']);
    expect(await count('prizes')).toBe(prizes);
  });

  it('replays a refusal (4xx) as it was, even once the call would succeed', async () => {
    // A free player's fourth pick of the day is refused; the refusal is the key's answer for a day.
    for (const game of games.slice(1, 3))
      expect((await post('other', '/api/picks', pickOf(game))).statusCode).toBe(200);
    expect((await post('other', '/api/picks', pickOf(games[3]!))).statusCode).toBe(200);
    const refused = await post('other', '/api/picks', pickOf(games[4]!), 'fourth-pick');
    expect(refused.statusCode, refused.body).toBe(403);
    await t.deps.db
      .updateTable('users')
      .set({ subscription_tier: 'premium' })
      .where('id', '=', people.other.id)
      .execute();
    const picks = await count('picks');

    const again = await post('other', '/api/picks', pickOf(games[4]!), 'fourth-pick');
    expect([again.statusCode, again.body, replayed(again)]).toEqual([403, refused.body, 'true']);
    expect(await count('picks')).toBe(picks);
    const fresh = await post('other', '/api/picks', pickOf(games[4]!), 'fifth-pick');
    expect([fresh.statusCode, replayed(fresh)]).toEqual([200, undefined]);
  });

  it('replays an invalid-input answer (400) with its field errors', async () => {
    const first = await post('admin', '/api/admin/prizes', { title: 'Bad', month: '2026-13' }, 'bad-prize');
    expect(first.statusCode, first.body).toBe(400);
    const again = await post('admin', '/api/admin/prizes', { title: 'Bad', month: '2026-13' }, 'bad-prize');
    expect([again.statusCode, again.body, replayed(again)]).toEqual([400, first.body, 'true']);
  });
});

describe('the same Idempotency-Key with another request', () => {
  it('is refused with 422 and writes nothing', async () => {
    const body = prize();
    const first = await post('admin', '/api/admin/prizes', body, 'prize-then-other');
    expect(first.statusCode).toBe(200);
    const [prizes, teams] = [await count('prizes'), await count('teams')];

    const other = await post('admin', '/api/admin/prizes', prize(), 'prize-then-other');
    expect([other.statusCode, other.json()]).toEqual([422, { message: IDEMPOTENCY_MESSAGES.reused }]);
    const elsewhere = await post(
      'admin',
      '/api/admin/teams',
      { name: 'Keyed Team', sport: 'NFL' },
      'prize-then-other',
    );
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([422, { message: IDEMPOTENCY_MESSAGES.reused }]);
    expect([await count('prizes'), await count('teams')]).toEqual([prizes, teams]);
    // The first answer is still the key's.
    const again = await post('admin', '/api/admin/prizes', body, 'prize-then-other');
    expect([again.statusCode, again.body]).toEqual([200, first.body]);
  });
});

describe('two calls with one key at the same moment', () => {
  it('run once over real HTTP, and both get the same answer', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: adminLogin });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().token as string;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const prizes = await count('prizes');

    const body = JSON.stringify(prize('Raced'));
    const calls = Array.from({ length: 5 }, () =>
      fetch(`http://127.0.0.1:${port}/api/admin/prizes`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': 'raced',
        },
        body,
      }).then(async (res) => ({
        status: res.status,
        body: await res.text(),
        replayed: res.headers.get('idempotent-replayed'),
      })),
    );
    const answers = await Promise.all(calls);

    expect(await count('prizes')).toBe(prizes + 1);
    expect(new Set(answers.map((a) => `${a.status} ${a.body}`)).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(4);
  });
});

describe('the OpenAPI document', () => {
  const doc = appOpenApiDocument();

  it('offers the Idempotency-Key header, 409 and 422 on the keyed writes only', () => {
    const header = (path: string, method: string) =>
      ((doc.paths[path]![method]!.parameters ?? []) as { name: string; in: string }[]).some(
        (p) => p.in === 'header' && p.name === 'Idempotency-Key',
      );
    expect(header('/api/picks', 'post')).toBe(true);
    expect(header('/api/admin/prizes', 'post')).toBe(true);
    expect(header('/api/picks/{pickId}', 'put')).toBe(false);
    expect(header('/api/auth/token', 'post')).toBe(false);
    expect(Object.keys(doc.paths['/api/admin/prizes']!.post!.responses as object)).toEqual(
      expect.arrayContaining(['409', '422']),
    );
  });

  it('describes the 422 body as sent', async () => {
    await post('admin', '/api/admin/prizes', prize(), 'documented');
    const res = await post('admin', '/api/admin/prizes', prize(), 'documented');
    expect(res.statusCode).toBe(422);
    expect(openApiValidator(doc).responseProblems('POST', '/api/admin/prizes', '422', res.json())).toEqual(
      [],
    );
  });
});
