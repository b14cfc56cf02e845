import { describe, expect, it } from 'vitest';
import {
  ORIGIN,
  openGame,
  type Player,
  pick,
  player,
  setPickedAt,
  unlocksOf,
} from '../../../../tests/support/achievements';
import { sportBeforeAll } from '../../../../tests/support/games';
import { sharedTestApp } from '../../../../tests/support/test-app';
import { zonedTimeToInstant } from '../../../shared/zoned-time';
import { awardAfterPick, recountPickTallies } from './achievements.service';

const t = sharedTestApp();

const sport = sportBeforeAll(t);

/** PUT /api/picks/:id: a change moves the underdog count (and awards in its transaction) without adding a pick. */
async function change(p: Player, pickId: number, teamId: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/picks/${pickId}`,
    payload: { selectedTeamId: teamId },
    headers: { cookie: p.cookie, ...ORIGIN },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A pick stored as made at a wall-clock time of the zone (written directly, as the demo's histories are: the pick
 * path stamps the database's clock, and today's weekday or hour would count too).
 */
async function pickAt(p: Player, date: string, time: string, zone: string) {
  const game = await openGame(t, sport);
  const made = await t.deps.db
    .insertInto('picks')
    .values({
      user_id: p.id,
      game_id: game.id,
      selected_team_id: game.home_team_id,
      picked_at: zonedTimeToInstant(date, time, zone),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { pickId: made.id, game };
}

/** The stored picks counted again, as for the demo's histories and a deleted game's players; then the awarding. */
async function recountAndAward(p: Player) {
  await recountPickTallies(t.deps.db, [p.id]);
  await awardAfterPick(t.deps.db, p.id, new Date());
}

async function scenario(
  type: string,
  zone: string,
  edge: [string, string],
  fixed: [string, string],
  times: [string, string][],
) {
  const p = await player(t, zone);
  const boundary = await pickAt(p, edge[0], edge[1], zone);
  for (const [date, time] of times) await pickAt(p, date, time, zone);
  await recountAndAward(p);
  expect(await unlocksOf(t, p.id)).not.toContain(type);
  await setPickedAt(t, boundary.pickId, zonedTimeToInstant(fixed[0], fixed[1], zone));
  await recountAndAward(p);
  expect(await unlocksOf(t, p.id)).toContain(type);
}

const times = (n: number, date: string, time: string): [string, string][] =>
  Array.from({ length: n }, () => [date, time]);

const pickTimeCases: [string, Parameters<typeof scenario>][] = [
  [
    'early_bird: 5 picks before 06:00; a pick at 06:00 is not early',
    [
      'early_bird',
      'America/New_York',
      ['2026-10-07', '06:00'],
      ['2026-10-07', '05:59'],
      [['2026-10-05', '00:00'], ...times(3, '2026-10-06', '05:59')],
    ],
  ],
  [
    'night_owl: 5 picks at or after 22:00 in Denver; 21:59 is not',
    [
      'night_owl',
      'America/Denver',
      ['2026-10-07', '21:59'],
      ['2026-10-07', '22:00'],
      [['2026-10-05', '23:59'], ...times(3, '2026-10-06', '22:00')],
    ],
  ],
  [
    // Friday 23:30 in Honolulu is already Saturday in New York: only the player's zone counts.
    'weekend_warrior: 20 picks on Saturday or Sunday in Honolulu; a Friday night there is not',
    [
      'weekend_warrior',
      'Pacific/Honolulu',
      ['2026-10-09', '23:30'],
      ['2026-10-10', '00:00'],
      [...times(10, '2026-10-10', '08:00'), ...times(9, '2026-10-11', '23:59')],
    ],
  ],
];

describe('pick times, read in the player zone', () => {
  it.each(pickTimeCases)('%s', (_what, args) => scenario(...args));
});

describe('bold_strategy', () => {
  /** An open game whose own records make the home team the weaker one (or neither, on equal records). */
  async function gameWithRecords(home: [number, number], away: [number, number]) {
    const game = await openGame(t, sport);
    await t.deps.db
      .updateTable('games')
      .set({
        home_team_wins: home[0],
        home_team_losses: home[1],
        away_team_wins: away[0],
        away_team_losses: away[1],
      })
      .where('id', '=', game.id)
      .execute();
    return game;
  }

  it('counts 10 picks of the weaker team by the game records at pick time, including a changed pick', async () => {
    const p = await player(t);
    for (let i = 0; i < 9; i++) {
      const g = await gameWithRecords([2, 8], [8, 2]);
      await pick(t, p, g.id, g.home_team_id);
    }
    const even = await gameWithRecords([5, 5], [5, 5]);
    await pick(t, p, even.id, even.home_team_id);
    const favourite = await gameWithRecords([9, 1], [1, 9]);
    const made = await pick(t, p, favourite.id, favourite.home_team_id);
    expect(await unlocksOf(t, p.id)).not.toContain('bold_strategy');
    const flags = await t.deps.db
      .selectFrom('picks')
      .select('is_underdog')
      .where('user_id', '=', p.id)
      .execute();
    expect(flags.filter((f) => f.is_underdog)).toHaveLength(9);
    await change(p, made.pick.id, favourite.away_team_id);
    expect(await unlocksOf(t, p.id)).toContain('bold_strategy');
  });
});
