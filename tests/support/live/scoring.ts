import { afterAll, beforeAll } from 'vitest';
import { call, signedInAdmin } from '../calls';
import { makeGame, makeSport, matchup } from '../games';
import { listeningTestApp } from '../test-app';
import { type LiveClient, liveClient } from './sockets';

type Sport = Awaited<ReturnType<typeof makeSport>>;

/**
 * The live feeds over real WebSockets, driven by an admin's score entry over REST: an app whose boards re-read
 * 20 ms after a change, a signed-in admin, a sport, and sockets that close after the file.
 */
export function liveScoring() {
  const t = listeningTestApp({ live: { leaderboard: { debounceMs: 20 } } });
  const admin = signedInAdmin(t);
  const clients: LiveClient[] = [];
  let made: Sport | undefined;
  beforeAll(async () => {
    made = await makeSport(t.deps.db);
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
  });
  const sport = () => {
    if (!made) throw new Error('the sport is made before the tests');
    return made;
  };
  return {
    t,
    admin,
    sport,
    /** A socket of this player's (none: signed out). */
    open(cookie?: string): LiveClient {
      const client = liveClient(t.base, cookie ? { cookie } : {});
      clients.push(client);
      return client;
    },
    /** A live game the player picked before it started (the home team unless told). */
    async pickedLiveGame(userId: number, team = sport().teams[0]!.id) {
      const game = await makeGame(t.deps.db, { ...matchup(sport()), startsInMinutes: -10, status: 'live' });
      const pick = await t.deps.db
        .insertInto('picks')
        .values({ user_id: userId, game_id: game.id, selected_team_id: team })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { game, pickId: pick.id };
    },
    /** The admin enters a 2-0 final for `winner`. */
    score: (gameId: number, winner: 'home' | 'away') =>
      call(t, admin.cookie, 'PUT', `/api/admin/games/${gameId}/score`, {
        homeScore: winner === 'home' ? 2 : 0,
        awayScore: winner === 'away' ? 2 : 0,
        winner,
      }),
  };
}
