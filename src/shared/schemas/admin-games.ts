import { z } from 'zod';
import { DB_INT_MAX } from '../constants';
import { ADMIN_MESSAGES, idSchema } from './admin';
import { limitInput } from './numbers';

/** The admin dashboard's words for games, scores and the free pick (admin.md sections 5 and 8). */
export const ADMIN_GAME_MESSAGES = {
  createRequired: 'Please fill in all required fields.',
  editRequired: 'Please select both teams, date, and time.',
  sameTeams: 'Home and away teams must be different.',
  otherSports: 'Home and away teams must play the same sport',
  teamNotFound: 'Team not found',
  gameNotFound: 'Game not found',
  notScheduled: 'Only a scheduled game can be edited',
  teamsHavePicks: 'This game already has picks; its teams cannot be changed',
  dateInvalid: 'Date must be a real day written as YYYY-MM-DD',
  timeInvalid: 'Time must be written as HH:MM (00:00-23:59)',
  scheduledTimeInvalid: 'scheduledTime must be an ISO 8601 date and time with an offset',
  recordInvalid: 'Team records must be whole numbers of at least 0',
  scoreMissing: 'Please fill in all score fields.',
  winnerInvalid: "The winner must be one of the game's teams or push",
  winnerSideInvalid: 'Winner must be home, away or push',
  freePickTaken: 'A free pick already exists for tomorrow',
  lineInvalid: 'The line must be an object with favorite, spread and overUnder, or null to remove it',
  lineFavoriteInvalid: 'The favorite must be home or away',
  lineSpreadInvalid: 'The spread must be a number of points from 0 to 100, in hundredths at most',
  lineTotalInvalid: 'The over/under must be a number above 0 and at most 1000, in hundredths at most',
  lineFavoriteMissing: 'A spread above 0 needs a favorite: home or away',
  lineEmpty: 'A line needs a spread or an over/under',
} as const;

const M = ADMIN_GAME_MESSAGES;
const isMissing = (input: unknown) => input === undefined || input === null || input === '';
/** A missing value reads as the screen's "required" words; a wrong one gets its own. */
const unlessMissing = (missing: string, wrong: string) => (issue: { input: unknown }) =>
  isMissing(issue.input) ? missing : wrong;

// Optional here: which fields are required (and with which words) is decided by admin-games.rules.
const teamId = z
  .number({ error: ADMIN_MESSAGES.idInvalid })
  .int(ADMIN_MESSAGES.idInvalid)
  .positive()
  .max(DB_INT_MAX, ADMIN_MESSAGES.idInvalid)
  .nullish();
const blankIsNone = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullish());
const date = blankIsNone(
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid),
);
const time = blankIsNone(
  z
    .string()
    .trim()
    .regex(/^\d{1,2}:\d{2}$/, M.timeInvalid),
);
const scheduledTime = blankIsNone(z.iso.datetime({ offset: true, error: M.scheduledTimeInvalid }));
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const record = z
  .number({ error: M.recordInvalid })
  .int(M.recordInvalid)
  .min(0, M.recordInvalid)
  .max(DB_INT_MAX, M.recordInvalid)
  .nullish();

/** Create game: teams, and date + time typed in Mountain time (or `scheduledTime` for API clients). */
export const createGameInput = z.object({
  homeTeamId: teamId,
  awayTeamId: teamId,
  date,
  time,
  scheduledTime,
  notes: text(1000),
  homeTeamPickOption: text(60),
  awayTeamPickOption: text(60),
  showTeamRecords: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  homeTeamWins: record,
  homeTeamLosses: record,
  awayTeamWins: record,
  awayTeamLosses: record,
});
export type CreateGameInput = z.infer<typeof createGameInput>;

const inHundredths = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const points = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine(inHundredths, message)
    .nullish()
    .transform((v) => v ?? null);

/**
 * A line the admin types (issue 42): the favourite's side and the points it gives (0: a pick'em), and/or the
 * over/under. Null removes the game's line; left out, the line is unchanged.
 */
export const gameLineInput = z
  .object(
    {
      favorite: z
        .enum(['home', 'away'], { error: M.lineFavoriteInvalid })
        .nullish()
        .transform((v) => v ?? null),
      spread: points(0, 100, M.lineSpreadInvalid),
      overUnder: points(0, 1000, M.lineTotalInvalid).refine((v) => v === null || v > 0, M.lineTotalInvalid),
    },
    { error: M.lineInvalid },
  )
  .superRefine((line, ctx) => {
    if (line.spread === null && line.overUnder === null)
      ctx.addIssue({ code: 'custom', message: M.lineEmpty });
    else if (line.spread !== null && line.spread > 0 && line.favorite === null)
      ctx.addIssue({ code: 'custom', message: M.lineFavoriteMissing });
  })
  .nullable();
export type GameLineInput = z.infer<typeof gameLineInput>;

/**
 * Edit game (a scheduled one): teams, date + time or `scheduledTime`, notes and the line (each left out:
 * unchanged).
 */
export const updateGameInput = z.object({
  id: idSchema,
  homeTeamId: teamId,
  awayTeamId: teamId,
  date,
  time,
  scheduledTime,
  notes: z.string().trim().max(1000).nullish(),
  line: gameLineInput.optional(),
});
export type UpdateGameInput = z.infer<typeof updateGameInput>;

const score = (side: string) =>
  z
    .number({ error: unlessMissing(M.scoreMissing, `${side} score must be a number`) })
    .int(`${side} score must be a whole number`)
    .min(0, `${side} score cannot be negative`)
    .max(DB_INT_MAX, `${side} score is too large`);

/** A final score's two sides: score entry, Fix Score and every other way a game is completed. */
const finalScore = { homeScore: score('Home'), awayScore: score('Away') };

/** Score entry / Fix Score: `winnerId` is a team id of the game or 'push'; `winner` says home/away/push. */
export const gameScoreInput = z.object(
  {
    id: idSchema,
    ...finalScore,
    winnerId: z
      .union([z.number().int().positive().max(DB_INT_MAX), z.literal('push')], { error: M.winnerInvalid })
      .nullish(),
    winner: z.enum(['home', 'away', 'push'], { error: M.winnerInvalid }).nullish(),
    /** A final for a game that has not started yet is refused (409) unless this is true. */
    force: z.boolean({ error: 'force must be true or false' }).optional(),
  },
  { error: M.scoreMissing },
);
export type GameScoreInput = z.infer<typeof gameScoreInput>;

/**
 * A final result as the server completes a game with it (score entry, the feed, the demo): both scores and
 * the side that won, as the admin or the feed decides (a push included).
 */
export const gameResultInput = z.object(
  {
    ...finalScore,
    winner: z.enum(['home', 'away', 'push'], { error: unlessMissing(M.scoreMissing, M.winnerSideInvalid) }),
  },
  { error: M.scoreMissing },
);
export type GameResultInput = z.infer<typeof gameResultInput>;

export const gameHistoryInput = limitInput(200);
