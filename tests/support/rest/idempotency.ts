import { beforeAll } from 'vitest';
import { account, sameOrigin } from '../calls';
import { makeGame, makeSport } from '../games';
import { sharedTestApp, type TestApp } from '../test-app';

/** Who calls in the Idempotency-Key tests: two free players and an admin. */
export type Who = 'player' | 'other' | 'admin';
export interface Game {
  id: number;
  home: number;
}

/**
 * One app for a test file with two players, an admin and six games open for picks, and the helpers the
 * Idempotency-Key tests share.
 */
export function idempotencyFixtures() {
  const t: TestApp = sharedTestApp();
  const people: Record<Who, { id: number; cookie: string }> = {
    player: { id: 0, cookie: '' },
    other: { id: 0, cookie: '' },
    admin: { id: 0, cookie: '' },
  };
  const adminLogin = { username: '', password: '' };
  const games: Game[] = [];

  beforeAll(async () => {
    for (const who of ['player', 'other', 'admin'] as const) {
      const made = await account(t, who === 'admin');
      people[who] = { id: made.row.id, cookie: made.cookie };
      if (who === 'admin')
        Object.assign(adminLogin, { username: made.input.username, password: made.input.password });
    }
    const sport = await makeSport(t.deps.db);
    const [home, away] = [sport.teams[0]!.id, sport.teams[1]!.id];
    for (const minutes of [300, 400, 500, 600, 700, 800]) {
      const game = await makeGame(t.deps.db, {
        sportId: sport.id,
        homeTeamId: home,
        awayTeamId: away,
        startsInMinutes: minutes,
      });
      games.push({ id: game.id, home });
    }
  });

  /** A cookie POST as `who`, with the key when one is given. */
  const post = (who: Who, url: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        ...sameOrigin,
        cookie: people[who].cookie,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
    });

  const count = async (table: 'picks' | 'prizes' | 'teams' | 'idempotency_keys'): Promise<number> => {
    const row = await t.deps.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return { t, people, adminLogin, games, post, count };
}

let prizeNumber = 0;
/** A valid prize body, with a new title each time unless one is given. */
export const prize = (title = `Prize ${++prizeNumber}`) => ({
  title,
  description: 'A cap',
  month: '2026-12',
  year: 2026,
  // Each test prize takes December's place from the one before (a month has one active prize).
  replace: true,
});
export const pickOf = (game: Game) => ({ gameId: game.id, selectedTeamId: game.home });
/** The replay header of an answer (undefined when the call ran). */
export const replayed = (res: { headers: Record<string, unknown> }) => res.headers['idempotent-replayed'];
