import { z } from 'zod';
import { leagueMatchupsSchema } from '../../../shared/schemas/league-matchups';
import { leaguePicksDaySchema, leaguePicksInput } from '../../../shared/schemas/league-picks';
import {
  createLeagueInput,
  joinLeagueInput,
  leagueBoardInput,
  leagueBoardResponseSchema,
  leagueIdInput,
  leagueInviteInput,
  leagueInviteSchema,
  leagueMemberInput,
  leagueSchema,
  myLeagueSchema,
  renameLeagueInput,
} from '../../../shared/schemas/leagues';
import { noInput } from '../../../shared/schemas/no-input';
import {
  createLeague,
  deleteOwnLeague,
  getLeague,
  inviteOf,
  joinLeague,
  leaveLeague,
  regenerateCode,
  removeMember,
  renameLeague,
  transferOwnership,
} from '../../modules/leagues/leagues.service';
import { leagueMatchups } from '../../workflows/league-matchups';
import { playerProcedure, publicProcedure, router } from '../procedures';
import { leagueBoard, myLeagues, rememberShownRanks } from '../views/league-boards';
import { leaguePicksDay } from '../views/league-picks';

const board = playerProcedure.input(leagueBoardInput).output(leagueBoardResponseSchema);
const done = z.object({ success: z.literal(true) });

// Private leagues: every call needs sign-in; a league that is not the caller's answers as one that does not exist.
export const leaguesRouter = router({
  /** My leagues with my weekly rank in each and its change since an earlier day. */
  mine: playerProcedure
    .input(noInput)
    .output(z.array(myLeagueSchema))
    .query(({ ctx }) => myLeagues(ctx.deps, ctx.user)),
  /** Remembers the ranks "My Leagues" shows now, for its change since yesterday (the page calls it once shown). */
  rememberRanks: playerProcedure
    .input(noInput)
    .output(done)
    .mutation(({ ctx }) => rememberShownRanks(ctx.deps, ctx.user)),
  /** A new league (premium players). */
  create: playerProcedure
    .input(createLeagueInput)
    .output(leagueSchema)
    .mutation(({ ctx, input }) => createLeague(ctx.deps, ctx.user, input.name)),
  /** A league, its members and its invite link (members only). */
  get: playerProcedure
    .input(leagueIdInput)
    .output(leagueSchema)
    .query(({ ctx, input }) => getLeague(ctx.deps, ctx.user, input.leagueId)),
  /** Renames a league (owner). */
  rename: playerProcedure
    .input(renameLeagueInput)
    .output(leagueSchema)
    .mutation(({ ctx, input }) => renameLeague(ctx.deps, ctx.user, input.leagueId, input.name)),
  /** Deletes a league (owner). */
  remove: playerProcedure
    .input(leagueIdInput)
    .output(done)
    .mutation(({ ctx, input }) => deleteOwnLeague(ctx.deps, ctx.user, input.leagueId)),
  /** What an invite link shows before joining: the league's name, owner, member count and a few faces (anyone). */
  invite: publicProcedure
    .input(leagueInviteInput)
    .output(leagueInviteSchema)
    .query(({ ctx, input }) => inviteOf(ctx.deps, ctx.user?.id ?? null, input.code, ctx.meta.ip)),
  /** Joins the league of an invite code; joining again changes nothing. */
  join: playerProcedure
    .input(joinLeagueInput)
    .output(leagueSchema)
    .mutation(({ ctx, input }) => joinLeague(ctx.deps, ctx.user, input.code, ctx.meta.ip)),
  /** Leaves a league (not its owner). */
  leave: playerProcedure
    .input(leagueIdInput)
    .output(done)
    .mutation(({ ctx, input }) => leaveLeague(ctx.deps, ctx.user, input.leagueId)),
  /** A new invite code; the old one stops working (owner). */
  regenerateCode: playerProcedure
    .input(leagueIdInput)
    .output(leagueSchema)
    .mutation(({ ctx, input }) => regenerateCode(ctx.deps, ctx.user, input.leagueId)),
  /** Hands the league to another member (owner). */
  transfer: playerProcedure
    .input(leagueMemberInput)
    .output(leagueSchema)
    .mutation(({ ctx, input }) => transferOwnership(ctx.deps, ctx.user, input.leagueId, input.userId)),
  /** Removes a member (owner). */
  removeMember: playerProcedure
    .input(leagueMemberInput)
    .output(leagueSchema)
    .mutation(({ ctx, input }) => removeMember(ctx.deps, ctx.user, input.leagueId, input.userId)),
  /**
   * A day of the league's picks in my time zone (today by default): on each game that has locked, every member's
   * pick with its result, the league's split and the global share; on open games, only my own pick.
   */
  picks: playerProcedure
    .input(leaguePicksInput)
    .output(leaguePicksDaySchema)
    .query(({ ctx, input }) => leaguePicksDay(ctx.deps, ctx.user, input.leagueId, input.date)),
  /**
   * Weekly head-to-head: this week's matchups with both players' records so far, and the season's table of finished
   * weeks' matchups won, lost and tied (members only).
   */
  matchups: playerProcedure
    .input(leagueIdInput)
    .output(leagueMatchupsSchema)
    .query(({ ctx, input }) => leagueMatchups(ctx.deps, ctx.user.id, input.leagueId)),
  /** This week's board of a league (members only). */
  weekly: board.query(({ ctx, input }) =>
    leagueBoard(ctx.deps, ctx.user, input.leagueId, 'weekly', input.limit),
  ),
  /** This month's board of a league (members only). */
  monthly: board.query(({ ctx, input }) =>
    leagueBoard(ctx.deps, ctx.user, input.leagueId, 'monthly', input.limit),
  ),
  /** A league's all-time board (members only). */
  alltime: board.query(({ ctx, input }) =>
    leagueBoard(ctx.deps, ctx.user, input.leagueId, 'alltime', input.limit),
  ),
});
