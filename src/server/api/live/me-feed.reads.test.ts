import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { account } from '../../../../tests/support/calls';
import { makeGame, makeSport, matchup } from '../../../../tests/support/games';
import { gate } from '../../../../tests/support/live/games-subscription';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { consoleBusLogger } from '../../platform/events/event-bus';
import { MeFeed } from './me-feed';
import { EventIds, ServerClock } from './server-clock';

// What live.me costs the database: a burst that reaches every socket of a player reads their figures, streak shield
// included (ADR 0050), with one statement, however many of their sockets are waiting.

const t = sharedTestApp();

/** Counts the statements sent through the database handle it is added to. */
function counter() {
  const seen = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      seen.statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { seen, db: t.deps.db.withPlugin(plugin) };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live.me reads', () => {
  it("read a player's figures and shield once for all their waiting sockets", async () => {
    const player = await account(t);
    const sport = await makeSport(t.deps.db);
    const game = await makeGame(t.deps.db, { ...matchup(sport), startsInMinutes: 120 });
    const pick = await t.deps.db
      .insertInto('picks')
      .values({
        user_id: player.row.id,
        game_id: game.id,
        selected_team_id: sport.teams[0]!.id,
        shield_armed: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('standings')
      .set({ shield_held: true })
      .where('user_id', '=', player.row.id)
      .execute();

    const { seen, db } = counter();
    const feed = new MeFeed({ ...t.deps, db }, new EventIds(), new ServerClock(), consoleBusLogger);
    const controller = new AbortController();
    const sockets = [1, 2, 3].map(() => feed.subscribe(gate(), player.row.id, controller.signal));
    // Each opens with a snapshot (the day's count reads more; not what is counted here).
    for (const snapshot of await Promise.all(sockets.map((s) => s.next())))
      expect(snapshot.value?.[1]).toMatchObject({
        type: 'snapshot',
        shield: { held: true, armedPickId: pick.id },
      });

    const next = sockets.map((s) => s.next());
    await turn();
    seen.statements = 0;
    feed.handle({ type: 'stats.changed', userId: player.row.id });
    const messages = await Promise.all(next);
    expect(seen.statements).toBe(1);
    for (const message of messages)
      expect(message.value?.[1]).toEqual({
        type: 'stats',
        serverTime: expect.any(String),
        stats: expect.objectContaining({ currentStreak: 0 }),
        shield: { held: true, armedPickId: pick.id },
      });
    controller.abort();
    await Promise.all(sockets.map((s) => s.return(undefined)));
  });
});
