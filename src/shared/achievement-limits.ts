/**
 * admin.md's thresholds (the home page's different ones are a bug of the old system): the one place each number
 * is written. The server decides unlocks from them and the catalogue's texts (achievements.ts) say them.
 */
export const LIMITS = {
  winMilestones: [
    ['rookie_star', 1],
    ['first_five', 5],
    ['double_digits', 10],
    ['quarter_century', 25],
    ['half_century', 50],
    ['century_club', 100],
  ],
  winRuns: [
    ['hot_streak', 5],
    ['on_fire', 10],
    ['unstoppable', 15],
  ],
  lossRuns: [
    ['learning_curve', 5],
    ['conspiracy_theorist', 10],
    ['opposite_day', 15],
  ],
  accuracyMaster: { percent: 80, picks: 10 },
  sniper: { percent: 90, picks: 20 },
  perfectWeekWins: 7,
  podiumRank: 3,
  darkHorseJump: 10,
  earlyBefore: 6,
  nightFrom: 22,
  earlyBird: 5,
  nightOwl: 5,
  weekendWarrior: 20,
  boldStrategy: 10,
  participation: 100,
  socialShares: 3,
  unluckyBrokenStreak: 10,
  comebackLosses: 5,
  comebackWins: 5,
  /** The week's win that earns a streak shield (the 5th of a New York week, in record order; ADR 0050). */
  shieldWeekWins: 5,
} as const;

/** The number an achievement's milestone or run is reached at, from a [type, n] list of LIMITS. */
export function thresholdOf(list: readonly (readonly [string, number])[], type: string): number {
  const found = list.find(([t]) => t === type);
  if (!found) throw new Error(`no threshold for ${type}`);
  return found[1];
}
