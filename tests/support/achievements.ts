// Test helpers: real picks over REST, real grading through completeGame; the database is touched directly
// only to move a game or a pick time into the past, which no API can do.
import { expect } from 'vitest';
import { completeGame } from '../../src/server/workflows/score-entry.service';
import type { NewUnlock } from '../../src/shared/schemas/achievements';
import { zonedTimeToInstant } from '../../src/shared/zoned-time';
import { register } from './accounts';
import { makeGame, matchup, type Sport } from './games';
import { settleEffects, type TestApp } from './test-app';

export const ORIGIN = { host: 'achievements.test', origin: 'http://achievements.test' };
export type { Sport } from './games';

/** An instant given as New York's wall clock (the achievements' weeks and months are New York's). */
export const ny = (date: string, time = '12:00') => zonedTimeToInstant(date, time, 'America/New_York');
export interface Player {
  id: number;
  cookie: string;
}

/** A premium player (no daily cap), optionally in another time zone. */
export async function player(t: TestApp, timezone?: string): Promise<Player> {
  const { user, cookie } = await register(t.app);
  await t.deps.db
    .updateTable('users')
    .set({ subscription_tier: 'premium', ...(timezone ? { timezone } : {}) })
    .where('id', '=', user.id)
    .execute();
  return { id: user.id, cookie };
}

/** A game open for picks, between the sport's first (home) and second (away) team. */
export const openGame = (t: TestApp, sport: Sport) =>
  makeGame(t.deps.db, {
    ...matchup(sport),
    startsInMinutes: 120,
  });

/** POST /api/picks as the player; the pick must succeed. */
export async function pick(t: TestApp, who: Player, gameId: number, teamId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/picks',
    payload: { gameId, selectedTeamId: teamId },
    headers: { cookie: who.cookie, ...ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { pick: { id: number } };
}

export async function moveGame(t: TestApp, gameId: number, at: Date): Promise<void> {
  await t.deps.db.updateTable('games').set({ scheduled_time: at }).where('id', '=', gameId).execute();
}

export async function setPickedAt(t: TestApp, pickId: number, at: Date): Promise<void> {
  await t.deps.db.updateTable('picks').set({ picked_at: at }).where('id', '=', pickId).execute();
}

const SCORES = { home: [3, 1], away: [0, 2], push: [1, 1] } as const;

/** Ends a game with the given side winning (or a push), through the score-entry service. */
export function finish(t: TestApp, gameId: number, winner: 'home' | 'away' | 'push') {
  const [homeScore, awayScore] = SCORES[winner];
  return withNewUnlocks(t, () => completeGame(t.deps, gameId, { homeScore, awayScore, winner }));
}

/**
 * Runs a call and, its effects settled, the unlocks it brought (in the order stored): awarding is an effect
 * of the grading's commit, so the call's answer no longer carries them.
 */
export async function withNewUnlocks<T extends object>(
  t: TestApp,
  run: () => Promise<T>,
): Promise<T & { unlocked: NewUnlock[] }> {
  const last = await t.deps.db
    .selectFrom('achievement_unlocks')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const result = await run();
  await settleEffects(t.deps);
  const rows = await t.deps.db
    .selectFrom('achievement_unlocks')
    .select(['user_id', 'type', 'period', 'unlocked_at'])
    .where('id', '>', Number(last?.id ?? 0))
    .orderBy('id')
    .execute();
  const unlocked = rows.map((r) => ({
    userId: r.user_id,
    type: r.type as NewUnlock['type'],
    period: r.period,
    unlockedAt: r.unlocked_at.toISOString(),
  }));
  return { ...result, unlocked };
}

const WINNER = { W: 'home', L: 'away', P: 'push' } as const;

/**
 * Plays a record for players who all pick the home team: one game per W (home wins), L (away wins) or
 * P (push), the i-th at `start + i * stepMs`. Returns, per game, the types its grading unlocked.
 */
export async function playRecord(
  t: TestApp,
  sport: Sport,
  players: Player[],
  pattern: string,
  start: Date,
  stepMs = 3_600_000,
): Promise<string[][]> {
  const unlockedPerGame: string[][] = [];
  for (const [i, c] of [...pattern].entries()) {
    const game = await openGame(t, sport);
    for (const p of players) await pick(t, p, game.id, game.home_team_id);
    await moveGame(t, game.id, new Date(start.getTime() + i * stepMs));
    const done = await finish(t, game.id, WINNER[c as keyof typeof WINNER]);
    unlockedPerGame.push(done.unlocked.map((u) => (u.period ? `${u.type}@${u.period}` : u.type)));
  }
  return unlockedPerGame;
}

/** The 1-based game number whose grading first unlocked each type. */
export function firstUnlocks(perGame: string[][]): Record<string, number> {
  const first: Record<string, number> = {};
  perGame.forEach((types, i) => {
    for (const type of types) first[type] ??= i + 1;
  });
  return first;
}

/** The player's unlock rows as `type` or `type@YYYY-MM`, sorted. */
export async function unlocksOf(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.deps.db
    .selectFrom('achievement_unlocks')
    .select(['type', 'period'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => (r.period ? `${r.type}@${r.period}` : r.type)).sort();
}
