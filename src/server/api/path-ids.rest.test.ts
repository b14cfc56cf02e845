import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { account, sameOrigin } from '../../../tests/support/calls';
import { makeGame, makeSport, matchup } from '../../../tests/support/games';
import { listeningTestApp } from '../../../tests/support/test-app';
import { procedurePaths, procedures } from '../../../tests/support/trpc/authorization';
import { restRoutes } from './routes';

// Ids are decimal digits: a path id that is anything else is a 400 on every route, and no procedure's
// input reads `0x10`, `1e1`, ` 1`, `+1`, `[1]` or `true` as a number (tRPC over HTTP and over the socket).

const t = listeningTestApp();
let admin: Awaited<ReturnType<typeof account>>;
let sport: Awaited<ReturnType<typeof makeSport>>;
beforeAll(async () => {
  admin = await account(t, true);
  sport = await makeSport(t.deps.db);
});

/** Texts that loose parsing reads as the number `id`. */
const looseSpellings = (id: number) => [
  `0x${id.toString(16)}`,
  `${id}e0`,
  `+${id}`,
  `%20${id}`,
  `${id}%20`,
  `%5B${id}%5D`,
  `${id}.0`,
  `${id}.`,
  '',
];
const LOOSE_VALUES = ['0x10', '1e1', ' 1', '1 ', '+1', '[1]', '1.0', '-1', '١', 'true'];

const idRoutes = restRoutes.filter((r) => /:(id|\w+Id)\b/.test(r.url));

describe('path ids over REST', () => {
  it('are on the routes that name rows', () => {
    expect(idRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'DELETE /admin/games/:id',
        'PUT /picks/:pickId',
        'GET /users/:id/picks/history',
      ]),
    );
  });

  it.each(
    idRoutes.flatMap((r) =>
      looseSpellings(16)
        .filter(Boolean)
        .map((id) => [r.method, r.url, id] as const),
    ),
  )('%s %s with the id %s is 400 with the rule', async (method, url, id) => {
    const res = await t.app.inject({
      method,
      url: `/api${url.replace(/:\w+/, id)}`,
      headers: { ...sameOrigin, cookie: admin.cookie },
      payload: method === 'GET' ? undefined : {},
    });
    expect(res.statusCode).toBe(400);
    // The id's own refusal, by itself or listed with the body's (which is empty here).
    expect(JSON.stringify(res.json())).toMatch(/(Id|pickId|userId) must be a (whole )?number/);
  });

  it('deletes no game named loosely, and the digits still name it', async () => {
    const game = await makeGame(t.deps.db, { ...matchup(sport) });
    for (const id of looseSpellings(game.id)) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/games/${id}`,
        headers: { ...sameOrigin, cookie: admin.cookie },
      });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    expect(await t.deps.db.selectFrom('games').select('id').where('id', '=', game.id).execute()).toHaveLength(
      1,
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/games/0${game.id}`,
      headers: { ...sameOrigin, cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.deps.db.selectFrom('games').select('id').where('id', '=', game.id).execute()).toHaveLength(
      0,
    );
  });
});

type Shape = Record<string, { safeParse(v: unknown): { success: boolean } }>;

/** The fields of a procedure's input object (through optional and default wrappers), if it is one. */
function fieldsOf(schema: unknown): Shape | null {
  let node = schema as { def?: { type?: string; innerType?: unknown; shape?: Shape } } | undefined;
  while (
    node?.def &&
    (node.def.type === 'optional' || node.def.type === 'default' || node.def.type === 'nullable')
  )
    node = node.def.innerType as typeof node;
  return node?.def?.type === 'object' ? (node.def.shape ?? null) : null;
}

/** Every number-valued field of every procedure input that names a row or counts (ids, limits, pages). */
const numberFields = procedurePaths.flatMap((path) => {
  const fields = fieldsOf(procedures[path]!._def.inputs[0]);
  if (!fields) return [];
  return Object.keys(fields)
    .filter(
      (name) => /^(id|\w+Id|limit|page|pageSize|year)$/.test(name) && fields[name]!.safeParse(5).success,
    )
    .map((name) => [path, name, fields[name]!] as const);
});

describe('ids and counts in procedure inputs', () => {
  it('are found in the router', () => {
    expect(numberFields.map(([path, name]) => `${path}.${name}`)).toEqual(
      expect.arrayContaining([
        'picks.create.gameId',
        'picks.update.pickId',
        'players.profile.userId',
        'admin.games.remove.id',
      ]),
    );
  });

  it.each(numberFields.map(([path, name, schema]) => [`${path}.${name}`, schema] as const))(
    '%s takes a number (or decimal digits), and nothing else',
    (_field, schema) => {
      expect(schema.safeParse(5).success).toBe(true);
      for (const value of [...LOOSE_VALUES, true, [5]])
        expect(schema.safeParse(value).success, String(value)).toBe(false);
    },
  );

  it('refuses a loose id sent over the WebSocket', async () => {
    const socket = new WebSocket(`${t.base.replace(/^http/, 'ws')}/trpc`, {
      headers: { origin: t.base, cookie: admin.cookie },
    });
    const replies: { id?: number; error?: { data?: { code?: string } } }[] = [];
    socket.on('message', (m) => {
      if (String(m).startsWith('{')) replies.push(JSON.parse(String(m)));
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(
      JSON.stringify([
        { id: 1, method: 'query', params: { path: 'players.profile', input: { userId: '0x10' } } },
        { id: 2, method: 'mutation', params: { path: 'admin.games.remove', input: { id: '1e1' } } },
      ]),
    );
    await expect.poll(() => replies.length, { timeout: 10_000 }).toBe(2);
    expect(replies.map((r) => r.error?.data?.code).sort()).toEqual(['BAD_REQUEST', 'BAD_REQUEST']);
    socket.close();
  });
});
