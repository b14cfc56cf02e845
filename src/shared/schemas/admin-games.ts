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

/** Edit game (a scheduled one): teams, date + time or `scheduledTime`, notes (left out: unchanged). */
export const updateGameInput = z.object({
  id: idSchema,
  homeTeamId: teamId,
  awayTeamId: teamId,
  date,
  time,
  scheduledTime,
  notes: z.string().trim().max(1000).nullish(),
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
