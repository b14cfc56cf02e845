// Board test data: players signed up over REST, games graded through the grading service.

import { gradeGame } from '../../../src/server/modules/grading/grading.service';
import { register } from '../accounts';
import type { TestApp } from '../test-app';
import { createGame, createLeague, createPick, type League, setGameResult } from './grading';

export type Name = 'ann' | 'bob' | 'cat' | 'dan' | 'eve' | 'fay';
export interface Boards {
  league: League;
  ids: Record<Name, number>;
  cookies: Record<Name, string>;
  games: Record<'lastWeek' | 'mon' | 'tue' | 'wed' | 'october', number>;
}

/** Grades a game with the home team winning (or the given result), as the score entry does. */
export const finish = (
  t: TestApp,
  league: League,
  gameId: number,
  winner: 'home' | 'away' | 'push' = 'home',
) =>
  t.deps.db.transaction().execute(async (trx) => {
    await setGameResult(trx, gameId, winner === 'push' ? 'push' : league[winner]);
    return gradeGame(trx, gameId);
  });

/**
 * The test clock stands on Saturday 2026-11-21 (week of Monday 11-16, month of November). Every game is won
 * by the home team, so picking home is a win (W) and away a loss (L):
 *   ann, bob: Mon W, Tue W, Wed L        cat: Mon W, Tue L, Wed W
 *   dan: last week W, Mon W              eve: last week W              fay: October W
 */
export async function seedBoards(t: TestApp): Promise<Boards> {
  const names: Name[] = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay'];
  // One after another, so ids (the order among tied players) follow the names.
  const signedUp = [];
  for (const n of names) signedUp.push([n, await register(t.app)] as const);
  const ids = Object.fromEntries(signedUp.map(([n, r]) => [n, r.user.id])) as Boards['ids'];
  const cookies = Object.fromEntries(signedUp.map(([n, r]) => [n, r.cookie])) as Boards['cookies'];
  const league = await createLeague(t.deps.db);
  const db = t.deps.db;
  const games = {
    october: await createGame(db, league, '2026-10-20T23:00:00Z'),
    lastWeek: await createGame(db, league, '2026-11-12T23:00:00Z'),
    mon: await createGame(db, league, '2026-11-16T23:00:00Z'),
    tue: await createGame(db, league, '2026-11-17T23:00:00Z'),
    wed: await createGame(db, league, '2026-11-18T23:00:00Z'),
  };
  const plan: [Name, keyof Boards['games'], 'W' | 'L'][] = [
    ['ann', 'mon', 'W'],
    ['ann', 'tue', 'W'],
    ['ann', 'wed', 'L'],
    ['bob', 'mon', 'W'],
    ['bob', 'tue', 'W'],
    ['bob', 'wed', 'L'],
    ['cat', 'mon', 'W'],
    ['cat', 'tue', 'L'],
    ['cat', 'wed', 'W'],
    ['dan', 'lastWeek', 'W'],
    ['dan', 'mon', 'W'],
    ['eve', 'lastWeek', 'W'],
    ['fay', 'october', 'W'],
  ];
  for (const [who, game, result] of plan)
    await createPick(db, ids[who], games[game], result === 'W' ? league.home : league.away);
  for (const game of ['october', 'lastWeek', 'mon', 'tue', 'wed'] as const)
    await finish(t, league, games[game]);
  return { league, ids, cookies, games };
}
