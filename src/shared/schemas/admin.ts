import { z } from 'zod';
import { DB_INT_MAX, PASSWORD_MAX, PASSWORD_MIN, SUBSCRIPTION_TIERS } from '../constants';
import { AUTH_MESSAGES, accountIdentityFields } from './auth';
import { gameStatusSchema, pickResultSchema } from './games';
import { numberOrDigits } from './numbers';
import { pageFields } from './pages';

/** The admin dashboard's own words (admin.md sections 5 and 8 where it gives them). */
export const ADMIN_MESSAGES = {
  userNotFound: 'User not found',
  userHasNoEmail: 'This user has no email address',
  passwordShort: 'Password must be at least 8 characters long',
  tierInvalid: 'Subscription tier must be free or premium',
  prizeRequired: 'Please fill in title and month.',
  prizeMonthInvalid: 'Month must be written as YYYY-MM',
  prizeMonthOutOfRange: 'Prizes can be created only for months of this year or next year',
  prizeYearInvalid: 'Year must be between 2020 and 2030',
  prizeYearMismatch: 'Year must match the month',
  prizeNotFound: 'Prize not found',
  teamRequired: 'Please enter team name and select sport.',
  teamTaken: 'A team with this name already exists in this sport',
  sportRequired: 'Please enter sport name and display name.',
  sportTaken: 'A sport with this name already exists',
  resultInvalid: 'Result must be win, loss or push',
  idInvalid: 'Id must be a whole number',
} as const;

/** Path ids come in as text over REST: decimal digits (or a JSON number), then a positive whole number. */
export const idSchema = numberOrDigits(ADMIN_MESSAGES.idInvalid).pipe(
  z
    .number()
    .int(ADMIN_MESSAGES.idInvalid)
    .positive(ADMIN_MESSAGES.idInvalid)
    .max(DB_INT_MAX, ADMIN_MESSAGES.idInvalid),
);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

// ---- users ----
export const adminUsersInput = z
  .object({
    search: z.string().trim().max(200).optional(),
    page: numberOrDigits('page must be a whole number')
      .pipe(z.number().int().min(1).max(DB_INT_MAX, 'page is past the last page'))
      .default(1),
    pageSize: numberOrDigits('pageSize must be a whole number')
      .pipe(z.number().int().min(1).max(200))
      .default(50),
    /** Optional; newest account first when left out (the order clients have always had). */
    sort: z
      .enum(['newest', 'oldest', 'username', 'wins', 'picks', 'lastLogin'], {
        error: 'sort must be one of newest, oldest, username, wins, picks, lastLogin',
      })
      .default('newest'),
  })
  .default({ page: 1, pageSize: 50, sort: 'newest' });

export const adminUserSchema = z.object({
  ...accountIdentityFields,
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  totalPicks: z.number().int(),
  totalWins: z.number().int(),
  longestStreak: z.number().int(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({ users: z.array(adminUserSchema), ...pageFields });

export const setSubscriptionInput = z.object({
  userId: idSchema,
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS, { error: ADMIN_MESSAGES.tierInvalid }),
});

export const emailResetInput = z.object({ userId: idSchema });

/** The admin's "Set Password": 8+ characters (admin.md), and a letter and a number (rules.md). */
export const manualPasswordInput = z.object({
  userId: idSchema,
  newPassword: z
    .string({ error: ADMIN_MESSAGES.passwordShort })
    .min(PASSWORD_MIN, ADMIN_MESSAGES.passwordShort)
    .max(PASSWORD_MAX, AUTH_MESSAGES.passwordLong)
    .regex(/\p{L}/u, AUTH_MESSAGES.passwordWeak)
    .regex(/\p{N}/u, AUTH_MESSAGES.passwordWeak),
});

// ---- picks ----
export const adminPicksInput = z
  .object({
    search: z.string().trim().max(200).optional(),
    limit: numberOrDigits('limit must be a whole number')
      .pipe(z.number().int().min(1).max(1000))
      .default(200),
  })
  .default({ limit: 200 });

export const pickStatusWordSchema = z.enum(['Pending', 'Won', 'Lost', 'Push', 'Ungraded']);
export type PickStatusWord = z.infer<typeof pickStatusWordSchema>;

const teamRef = z.object({ id: z.number().int(), name: z.string() });

export const adminPickSchema = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  game: z.object({
    id: z.number().int(),
    homeTeam: teamRef,
    awayTeam: teamRef,
    status: gameStatusSchema,
    scheduledTime: z.string(),
    winnerId: z.union([z.number().int(), z.literal('push')]).nullable(),
  }),
  selectedTeam: teamRef,
  pickedAt: z.string(),
  result: pickResultSchema.nullable(),
  status: pickStatusWordSchema,
  /** The grading buttons: a completed game whose winner is unknown. */
  canGrade: z.boolean(),
});
export type AdminPick = z.infer<typeof adminPickSchema>;

export const gradePickInput = z.object({
  pickId: idSchema,
  result: z.enum(['win', 'loss', 'push'], { error: ADMIN_MESSAGES.resultInvalid }),
});

// ---- prizes ----
export const createPrizeInput = z.object({
  title: z.string({ error: ADMIN_MESSAGES.prizeRequired }).trim().max(200).optional().default(''),
  description: optionalText(2000),
  month: z.string({ error: ADMIN_MESSAGES.prizeRequired }).trim().optional().default(''),
  year: numberOrDigits(ADMIN_MESSAGES.prizeYearInvalid)
    .pipe(z.number().int(ADMIN_MESSAGES.prizeYearInvalid).max(DB_INT_MAX, ADMIN_MESSAGES.prizeYearInvalid))
    .optional(),
  /** When the month has an active prize already: true makes that one inactive; otherwise the call is a 409. */
  replace: z.boolean().optional().default(false),
});
export type CreatePrizeInput = z.infer<typeof createPrizeInput>;

// ---- teams and sports ----
export const adminTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sportId: z.number().int(),
  sport: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;

export const adminSportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
});
export type AdminSport = z.infer<typeof adminSportSchema>;

/** `sport` is the sport's id or its name (the screen's picker holds names). */
export const createTeamInput = z.object({
  name: z.string({ error: ADMIN_MESSAGES.teamRequired }).trim().min(1, ADMIN_MESSAGES.teamRequired).max(100),
  sport: z.union(
    [
      z.string().trim().min(1, ADMIN_MESSAGES.teamRequired).max(60),
      z.number().int().max(DB_INT_MAX, ADMIN_MESSAGES.teamRequired),
    ],
    {
      error: ADMIN_MESSAGES.teamRequired,
    },
  ),
});

export const createSportInput = z.object({
  name: z.string({ error: ADMIN_MESSAGES.sportRequired }).trim().min(1, ADMIN_MESSAGES.sportRequired).max(60),
  displayName: z
    .string({ error: ADMIN_MESSAGES.sportRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.sportRequired)
    .max(100),
  description: optionalText(500),
});

// ---- analytics ----
const champion = z.object({ id: z.number().int(), username: z.string(), value: z.number() }).nullable();

/** Sign-ups and picks made on one calendar day of the admin zone (America/Denver). */
export const dailyActivitySchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  signUps: z.number().int(),
  picks: z.number().int(),
});
export type DailyActivity = z.infer<typeof dailyActivitySchema>;

export const analyticsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsersWeek: z.number().int(),
  activeUsers24h: z.number().int(),
  totalPicks: z.number().int(),
  picks24h: z.number().int(),
  premiumUsers: z.number().int(),
  conversionRate: z.number().int(),
  activeGames: z.number().int(),
  scheduledGames: z.number().int(),
  revenue: z.object({ current: z.number(), projected: z.number() }),
  champions: z.object({ winRate: champion, longestStreak: champion, mostPicks: champion }),
  /** The last 30 Denver days, today included, oldest first; days without activity are zeros. */
  daily: z.array(dailyActivitySchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;
