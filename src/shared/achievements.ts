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

// type, title, description, emoji, category, threshold, resets monthly
const ENTRIES: Entry[] = [
  [
    'rookie_star',
    'Rookie Star',
    'Make your first correct pick',
    '⭐',
    'Getting Started',
    'First correct pick',
  ],
  ['first_five', 'First Five', 'Get 5 picks right', '🖐️', 'Progress', '5 correct picks'],
  ['double_digits', 'Double Digits', 'Get 10 picks right', '🔟', 'Progress', '10 correct picks'],
  ['quarter_century', 'Quarter Century', 'Get 25 picks right', '🪙', 'Progress', '25 correct picks'],
  ['half_century', 'Half Century', 'Get 50 picks right', '🎖️', 'Progress', '50 correct picks'],
  ['century_club', 'Century Club', 'Get 100 picks right', '💯', 'Milestones', '100 correct picks'],
  ['hot_streak', 'Hot Streak', 'Win 5 picks in a row this month', '🔥', 'Streaks', '5 in a row', true],
  ['on_fire', 'On Fire', 'Win 10 picks in a row', '⚡', 'Streaks', '10 in a row'],
  ['unstoppable', 'Unstoppable', 'Win 15 picks in a row', '🚀', 'Streaks', '15 in a row'],
  [
    'accuracy_master',
    'Accuracy Master',
    'Win 80% or more of your picks this month, with 10 or more graded',
    '🎯',
    'Accuracy',
    '80%+ with 10+ picks',
    true,
  ],
  [
    'sniper',
    'Sniper',
    'Win 90% or more of your picks, with 20 or more graded',
    '🏹',
    'Accuracy',
    '90%+ with 20+ picks',
  ],
  ['perfect_week', 'Perfect Week', 'Win 7 picks in one week without a loss', '📅', 'Weekly', '7/7 in a week'],
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
    'Reach the top 3 of the weekly leaderboard',
    '🏅',
    'Competition',
    'Top 3',
  ],
  [
    'dark_horse',
    'Dark Horse',
    'Climb 10 or more spots on the weekly board in a day',
    '🐎',
    'Competition',
    'Jump 10+ spots',
  ],
  ['early_bird', 'Early Bird', 'Make 5 picks before 6 AM', '🐦', 'Special', '5 picks before 6 AM'],
  ['night_owl', 'Night Owl', 'Make 5 picks after 10 PM', '🦉', 'Special', '5 picks after 10 PM'],
  ['weekend_warrior', 'Weekend Warrior', 'Make 20 picks on weekends', '🛡️', 'Special', '20 weekend picks'],
  ['social_butterfly', 'Social Butterfly', 'Share 3 achievements', '🦋', 'Social', 'Share 3 achievements'],
  ['learning_curve', 'Learning Curve', 'Miss 5 picks in a row', '📚', 'Learning', '5 wrong in a row'],
  [
    'conspiracy_theorist',
    'Conspiracy Theorist',
    'Miss 10 picks in a row',
    '🛸',
    'Humor',
    '10 wrong in a row',
  ],
  ['opposite_day', 'Opposite Day', 'Miss 15 picks in a row', '🙃', 'Humor', '15 wrong in a row'],
  [
    'unlucky_charm',
    'Unlucky Charm',
    'End a winning streak of 10 or more with a wrong pick',
    '🐈‍⬛',
    'Humor',
    'Break a 10+ win streak',
  ],
  ['bold_strategy', 'Bold Strategy', 'Pick the underdog 10 times', '🎲', 'Strategy', '10 underdog picks'],
  ['participation_award', 'Participation Award', 'Make 100 picks', '🎗️', 'Participation', '100 picks'],
  [
    'comeback_kid',
    'Comeback Kid',
    'Win 5 in a row right after losing 5 in a row',
    '💪',
    'Redemption',
    '5 wins after 5 losses',
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
