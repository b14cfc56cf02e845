import { z } from 'zod';
import { idSchema } from './admin';
import { leaderboardInput, leaderboardResponseSchema, leaderboardRowSchema } from './leaderboard';

/** Private leagues' limits (see docs/rules.md, "Private leagues"). */
export const LEAGUE_LIMITS = {
  nameMin: 3,
  nameMax: 40,
  members: 1000,
  ownedByFree: 3,
  ownedByPremium: 10,
  joinedByFree: 5,
  joinedByPremium: 50,
} as const;

/** The words a player reads when a league call is refused. */
export const LEAGUE_MESSAGES = {
  nameLength: `League names must be ${LEAGUE_LIMITS.nameMin} to ${LEAGUE_LIMITS.nameMax} characters`,
  nameControl: 'League names cannot contain control characters',
  notFound: 'League not found',
  codeNotFound: 'This invite code does not match any league. Check it and try again.',
  inviteDead:
    "This invite link doesn't work any more: the league was deleted or its owner made a new link. Ask them for the new one.",
  codeRequired: 'Please enter an invite code',
  full: 'This league is full',
  ownedLimitFree: `Free players can own at most ${LEAGUE_LIMITS.ownedByFree} leagues: premium players own up to ${LEAGUE_LIMITS.ownedByPremium}`,
  ownedLimit: `You can own at most ${LEAGUE_LIMITS.ownedByPremium} leagues`,
  joinedLimitFree: `Free players can be in at most ${LEAGUE_LIMITS.joinedByFree} leagues`,
  joinedLimitPremium: `Premium players can be in at most ${LEAGUE_LIMITS.joinedByPremium} leagues`,
  ownerMustLeaveLast: 'You own this league: transfer it to another member or delete it before leaving',
  ownerOnly: 'Only the league owner can do this',
  notMember: 'This player is not a member of the league',
  ownerStays: 'The owner cannot be removed: transfer the league first',
} as const;

const name = z.string({ error: LEAGUE_MESSAGES.nameLength });

export const leagueIdInput = z.object({ leagueId: idSchema });
export const createLeagueInput = z.object({ name });
export const renameLeagueInput = z.object({ leagueId: idSchema, name });
export const joinLeagueInput = z.object({ code: z.string({ error: LEAGUE_MESSAGES.codeRequired }).max(64) });
export const leagueMemberInput = z.object({ leagueId: idSchema, userId: idSchema });
export const leagueBoardInput = z.object({
  leagueId: idSchema,
  limit: leaderboardInput.unwrap().shape.limit,
});

/** A member as other members see them: never an e-mail. */
export const leagueMemberSchema = leaderboardRowSchema
  .pick({
    id: true,
    username: true,
    firstName: true,
    lastName: true,
    avatarKey: true,
    subscriptionTier: true,
  })
  .extend({ joinedAt: z.string() });
export type LeagueMember = z.infer<typeof leagueMemberSchema>;

/** A member as a league's board lists them when they have no graded pick in the period. */
export const unrankedMemberSchema = leagueMemberSchema.omit({ joinedAt: true });
export type UnrankedMember = z.infer<typeof unrankedMemberSchema>;

/**
 * A league's board: the global board's rows among its members, then every member with no graded pick in the period
 * ("no graded picks yet"), by name, as far as `limit` leaves room. `totalPlayers` counts the members.
 */
export const leagueBoardResponseSchema = leaderboardResponseSchema.extend({
  unranked: z.array(unrankedMemberSchema),
});
export type LeagueBoardResponse = z.infer<typeof leagueBoardResponseSchema>;

/** One of my leagues, with my rank on its weekly board (null: no graded pick this week). */
export const myLeagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerId: z.number().int(),
  memberCount: z.number().int(),
  isOwner: z.boolean(),
  myRank: z.number().int().nullable(),
  /** Places gained since the rank shown on an earlier day (positive: up); null when there is nothing to compare. */
  rankChange: z.number().int().nullable(),
});
export type MyLeague = z.infer<typeof myLeagueSchema>;

/** A league as its members see it. The invite code is shown to every member, who may share it. */
export const leagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerId: z.number().int(),
  inviteCode: z.string(),
  invitePath: z.string(),
  createdAt: z.string(),
  members: z.array(leagueMemberSchema),
});
export type League = z.infer<typeof leagueSchema>;

export const leagueInviteInput = z.object({
  code: z.string({ error: LEAGUE_MESSAGES.codeRequired }).min(1, LEAGUE_MESSAGES.codeRequired).max(64),
});

/** How many members' avatars an invite shows. */
export const INVITE_FACES = 5;

/** A face on an invite: a member's public name and avatar. */
const inviteFaceSchema = z.object({ displayName: z.string(), avatarKey: z.string() });

/**
 * What an invite link shows before joining (signed in or out): the league's name, its owner, how many members and a
 * few of their faces. `isMember` tells a signed-in caller who is in it already; `leagueId` is given only to members.
 */
export const leagueInviteSchema = z.object({
  name: z.string(),
  owner: inviteFaceSchema,
  memberCount: z.number().int(),
  members: z.array(inviteFaceSchema),
  isMember: z.boolean(),
  leagueId: z.number().int().nullable(),
});
export type LeagueInvite = z.infer<typeof leagueInviteSchema>;

/** A league in the admin's list. */
export const adminLeagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerId: z.number().int(),
  ownerUsername: z.string(),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminLeague = z.infer<typeof adminLeagueSchema>;
