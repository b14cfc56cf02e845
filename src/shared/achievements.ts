import { LIMITS, thresholdOf } from './achievement-limits';

/** The achievement catalogue (admin.md section 3, its thresholds): the one list server and browser share. */

export const ACHIEVEMENT_CATEGORIES = [
  'Getting Started',
  'Progress',
  'Milestones',
  'Streaks',
  'Accuracy',
  'Weekly',
  'Competition',
  'Special',
  'Social',
  'Learning',
  'Humor',
  'Strategy',
  'Participation',
  'Redemption',
] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export const ACHIEVEMENT_TYPES = [
  'rookie_star',
  'first_five',
  'double_digits',
  'quarter_century',
  'half_century',
  'century_club',
  'hot_streak',
  'on_fire',
  'unstoppable',
  'accuracy_master',
  'sniper',
  'perfect_week',
  'weekly_champion',
  'podium_finish',
  'dark_horse',
  'early_bird',
  'night_owl',
  'weekend_warrior',
  'social_butterfly',
  'learning_curve',
  'conspiracy_theorist',
  'opposite_day',
  'unlucky_charm',
  'bold_strategy',
  'participation_award',
  'comeback_kid',
  // Not in admin.md's 26: the earned streak shield's badge (issue 42, ADR 0050).
  'shielded',
] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

export interface AchievementDefinition {
  /** Equal to `type`. */
  id: AchievementType;
  type: AchievementType;
  title: string;
  description: string;
  iconEmoji: string;
  category: AchievementCategory;
  /** What it takes, in a few words. */
  threshold: string;
  /** Earned again each month (New York months); every month's unlock is kept. */
  resetsMonthly: boolean;
}

type Entry = [AchievementType, string, string, string, AchievementCategory, string, boolean?];

const { winMilestones, winRuns, lossRuns, accuracyMaster, sniper } = LIMITS;
const wins = (type: AchievementType) => thresholdOf(winMilestones, type);
const winRun = (type: AchievementType) => thresholdOf(winRuns, type);
const lossRun = (type: AchievementType) => thresholdOf(lossRuns, type);
/** A milestone of wins: "Get 25 picks right". */
const winMilestone = (
  type: AchievementType,
  title: string,
  emoji: string,
  category: AchievementCategory,
): Entry => [type, title, `Get ${wins(type)} picks right`, emoji, category, `${wins(type)} correct picks`];
/** A run of wrong picks: "Miss 10 picks in a row". */
const lossStreak = (
  type: AchievementType,
  title: string,
  emoji: string,
  category: AchievementCategory,
): Entry => [
  type,
  title,
  `Miss ${lossRun(type)} picks in a row`,
  emoji,
  category,
  `${lossRun(type)} wrong in a row`,
];
/** 6 -> "6 AM", 22 -> "10 PM". */
const clockHour = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

// type, title, description, emoji, category, threshold, resets monthly; every number comes from LIMITS.
const ENTRIES: Entry[] = [
  // The first milestone is the first win (LIMITS.winMilestones starts at 1; achievements.test.ts holds it).
  [
    'rookie_star',
    'Rookie Star',
    'Make your first correct pick',
    '⭐',
    'Getting Started',
    'First correct pick',
  ],
  winMilestone('first_five', 'First Five', '🖐️', 'Progress'),
  winMilestone('double_digits', 'Double Digits', '🔟', 'Progress'),
  winMilestone('quarter_century', 'Quarter Century', '🪙', 'Progress'),
  winMilestone('half_century', 'Half Century', '🎖️', 'Progress'),
  winMilestone('century_club', 'Century Club', '💯', 'Milestones'),
  [
    'hot_streak',
    'Hot Streak',
    `Win ${winRun('hot_streak')} picks in a row this month`,
    '🔥',
    'Streaks',
    `${winRun('hot_streak')} in a row`,
    true,
  ],
  [
    'on_fire',
    'On Fire',
    `Win ${winRun('on_fire')} picks in a row`,
    '⚡',
    'Streaks',
    `${winRun('on_fire')} in a row`,
  ],
  [
    'unstoppable',
    'Unstoppable',
    `Win ${winRun('unstoppable')} picks in a row`,
    '🚀',
    'Streaks',
    `${winRun('unstoppable')} in a row`,
  ],
  [
    'accuracy_master',
    'Accuracy Master',
    `Win ${accuracyMaster.percent}% or more of your picks this month, with ${accuracyMaster.picks} or more graded`,
    '🎯',
    'Accuracy',
    `${accuracyMaster.percent}%+ with ${accuracyMaster.picks}+ picks`,
    true,
  ],
  [
    'sniper',
    'Sniper',
    `Win ${sniper.percent}% or more of your picks, with ${sniper.picks} or more graded`,
    '🏹',
    'Accuracy',
    `${sniper.percent}%+ with ${sniper.picks}+ picks`,
  ],
  [
    'perfect_week',
    'Perfect Week',
    `Win ${LIMITS.perfectWeekWins} picks in one week without a loss`,
    '📅',
    'Weekly',
    `${LIMITS.perfectWeekWins}/${LIMITS.perfectWeekWins} in a week`,
  ],
  [
    'weekly_champion',
    'Weekly Champion',
    'Top the weekly leaderboard',
    '🏆',
    'Competition',
    'Rank 1 on the weekly board',
    true,
  ],
  [
    'podium_finish',
    'Podium Finish',
    `Reach the top ${LIMITS.podiumRank} of the weekly leaderboard`,
    '🏅',
    'Competition',
    `Top ${LIMITS.podiumRank}`,
  ],
  [
    'dark_horse',
    'Dark Horse',
    `Climb ${LIMITS.darkHorseJump} or more spots on the weekly board in a day`,
    '🐎',
    'Competition',
    `Jump ${LIMITS.darkHorseJump}+ spots`,
  ],
  [
    'early_bird',
    'Early Bird',
    `Make ${LIMITS.earlyBird} picks before ${clockHour(LIMITS.earlyBefore)}`,
    '🐦',
    'Special',
    `${LIMITS.earlyBird} picks before ${clockHour(LIMITS.earlyBefore)}`,
  ],
  [
    'night_owl',
    'Night Owl',
    `Make ${LIMITS.nightOwl} picks after ${clockHour(LIMITS.nightFrom)}`,
    '🦉',
    'Special',
    `${LIMITS.nightOwl} picks after ${clockHour(LIMITS.nightFrom)}`,
  ],
  [
    'weekend_warrior',
    'Weekend Warrior',
    `Make ${LIMITS.weekendWarrior} picks on weekends`,
    '🛡️',
    'Special',
    `${LIMITS.weekendWarrior} weekend picks`,
  ],
  [
    'social_butterfly',
    'Social Butterfly',
    `Share ${LIMITS.socialShares} achievements`,
    '🦋',
    'Social',
    `Share ${LIMITS.socialShares} achievements`,
  ],
  lossStreak('learning_curve', 'Learning Curve', '📚', 'Learning'),
  lossStreak('conspiracy_theorist', 'Conspiracy Theorist', '🛸', 'Humor'),
  lossStreak('opposite_day', 'Opposite Day', '🙃', 'Humor'),
  [
    'unlucky_charm',
    'Unlucky Charm',
    `End a winning streak of ${LIMITS.unluckyBrokenStreak} or more with a wrong pick`,
    '🐈‍⬛',
    'Humor',
    `Break a ${LIMITS.unluckyBrokenStreak}+ win streak`,
  ],
  [
    'bold_strategy',
    'Bold Strategy',
    `Pick the underdog ${LIMITS.boldStrategy} times`,
    '🎲',
    'Strategy',
    `${LIMITS.boldStrategy} underdog picks`,
  ],
  [
    'participation_award',
    'Participation Award',
    `Make ${LIMITS.participation} picks`,
    '🎗️',
    'Participation',
    `${LIMITS.participation} picks`,
  ],
  [
    'comeback_kid',
    'Comeback Kid',
    `Win ${LIMITS.comebackWins} in a row right after losing ${LIMITS.comebackLosses} in a row`,
    '💪',
    'Redemption',
    `${LIMITS.comebackWins} wins after ${LIMITS.comebackLosses} losses`,
  ],
  [
    'shielded',
    'Shielded',
    'Have a streak shield save your streak from a wrong pick',
    '⛑️',
    'Redemption',
    'A shield saves a streak',
  ],
];

export const ACHIEVEMENTS: readonly AchievementDefinition[] = ENTRIES.map(
  ([type, title, description, iconEmoji, category, threshold, resetsMonthly = false]) => ({
    id: type,
    type,
    title,
    description,
    iconEmoji,
    category,
    threshold,
    resetsMonthly,
  }),
);

export const ACHIEVEMENT_BY_TYPE = Object.fromEntries(ACHIEVEMENTS.map((a) => [a.type, a])) as Record<
  AchievementType,
  AchievementDefinition
>;

export const isAchievementType = (value: unknown): value is AchievementType =>
  typeof value === 'string' && (ACHIEVEMENT_TYPES as readonly string[]).includes(value);
