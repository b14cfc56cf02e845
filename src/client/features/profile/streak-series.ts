import type { PickResultValue } from '../../../shared/schemas/games';

/**
 * The player's streak after each of their recent graded picks, oldest first, by the server's streak
 * rule: a win extends a winning run (or starts one), a loss extends a losing run, a push changes
 * nothing. Any result other than win or push counts as a loss.
 *
 * The picks are only the latest ones, so the run in progress when the window opens is unknown and
 * the series starts from 0. When that first run never breaks inside the window it is still running,
 * and the player's current streak tells how long it really is: the whole series is shifted to end on
 * it. Once a run breaks, every later value is exact either way.
 */
export function streakSeries(
  picksNewestFirst: readonly { result: PickResultValue | null }[],
  currentStreak: number,
): number[] {
  const series: number[] = [];
  let streak = 0;
  let broken = false;
  for (const pick of [...picksNewestFirst].reverse()) {
    if (pick.result === null) continue;
    if (pick.result === 'win') {
      if (streak < 0) broken = true;
      streak = Math.max(streak, 0) + 1;
    } else if (pick.result !== 'push') {
      if (streak > 0) broken = true;
      streak = Math.min(streak, 0) - 1;
    }
    series.push(streak);
  }
  const last = series.at(-1);
  if (broken || last === undefined || last === 0) return series;
  const offset = currentStreak - last;
  // Only a run in the same direction can have been longer before the window opened.
  const sameRun = Math.sign(currentStreak) === Math.sign(last) && Math.sign(offset) === Math.sign(last);
  if (!sameRun) return series;
  return series.map((value) => value + offset);
}
