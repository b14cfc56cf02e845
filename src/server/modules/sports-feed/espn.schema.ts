import { z } from 'zod';

// Only the fields the parser reads. z.object drops unknown keys, so ESPN adding fields never breaks
// parsing; optional-with-fallback fields are the ones real responses leave out (no records in
// pre-season, no venue for some soccer games, no colours for small colleges).

const optionalString = z.string().nullish();

export const espnTeam = z.object({
  id: z.string().min(1),
  displayName: z.string().min(1),
  abbreviation: z.string().min(1),
  color: optionalString,
  alternateColor: optionalString,
});

const espnRecord = z.object({ summary: optionalString });

const espnProbable = z.object({
  name: optionalString,
  record: optionalString,
  athlete: z.object({ displayName: optionalString, fullName: optionalString }).nullish(),
});

export const espnCompetitor = z.object({
  homeAway: z.enum(['home', 'away']),
  team: espnTeam,
  // ESPN sends a string; a number is accepted in case a mirror normalised it.
  score: z.union([z.string(), z.number()]).nullish(),
  winner: z.boolean().nullish(),
  records: z.array(espnRecord).nullish(),
  probables: z.array(espnProbable).nullish(),
});

export const espnStatus = z.object({
  clock: z.number().nullish(),
  displayClock: optionalString,
  period: z.number().nullish(),
  type: z.object({
    name: z.string(),
    state: z.enum(['pre', 'in', 'post']),
    completed: z.boolean(),
    detail: optionalString,
    shortDetail: optionalString,
  }),
});

/** ESPN's odds entry: `spread` is the home team's (negative when it is favoured), `details` e.g. 'KC -2.5'. */
export const espnOdds = z.object({
  provider: z.object({ name: optionalString }).nullish(),
  details: optionalString,
  spread: z.number().nullish(),
  overUnder: z.number().nullish(),
});

export const espnEvent = z.object({
  id: z.string().min(1),
  date: z.string().refine((d) => !Number.isNaN(Date.parse(d)), 'not a date'),
  // The event carries status too; the competition's is preferred, this is the fallback.
  status: espnStatus.nullish(),
  competitions: z
    .array(
      z.object({
        date: optionalString,
        venue: z.object({ fullName: optionalString }).nullish(),
        status: espnStatus.nullish(),
        competitors: z.array(espnCompetitor).length(2),
        // Odds of an unexpected shape are no line, never a lost event.
        odds: z.array(espnOdds).nullish().catch(null),
      }),
    )
    .min(1),
});

/** Top level of /scoreboard: events are checked one by one so one bad event cannot sink the rest. */
export const espnScoreboard = z.object({ events: z.array(z.unknown()) });

/** One /teams entry; a record of an unexpected shape is dropped rather than losing the team. */
export const espnTeamEntry = espnTeam.extend({
  record: z
    .object({ items: z.array(espnRecord).nullish() })
    .nullish()
    .catch(null),
});

/** Top level of /teams: sports[0].leagues[0].teams[].team; teams are checked one by one too. */
export const espnTeamsResponse = z.object({
  sports: z
    .array(
      z.object({ leagues: z.array(z.object({ teams: z.array(z.object({ team: z.unknown() })) })).min(1) }),
    )
    .min(1),
});

export type EspnEvent = z.infer<typeof espnEvent>;
export type EspnCompetitor = z.infer<typeof espnCompetitor>;
export type EspnStatus = z.infer<typeof espnStatus>;
export type EspnOdds = z.infer<typeof espnOdds>;
export type EspnTeamEntry = z.infer<typeof espnTeamEntry>;
