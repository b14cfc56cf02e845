import { calendarFeedOutput, calendarSportsInput } from '../../../shared/schemas/calendar';
import { noInput } from '../../../shared/schemas/no-input';
import {
  calendarFeed,
  newCalendarAddress,
  setCalendarSports,
  turnCalendarOff,
} from '../../modules/calendar/calendar.service';
import { playerProcedure, router } from '../procedures';

export const calendarRouter = router({
  /** Whether the player's calendar feed is on, and the leagues it lists (its address is shown only when made). */
  feed: playerProcedure
    .input(noInput)
    .output(calendarFeedOutput)
    .query(({ ctx }) => calendarFeed(ctx.deps, ctx.user.id)),

  /** Turns the feed on with a new private address, or makes a new one (the old one stops working). */
  newAddress: playerProcedure
    .input(noInput)
    .output(calendarFeedOutput)
    .mutation(({ ctx }) => newCalendarAddress(ctx.deps, ctx.user.id)),

  /** The leagues the feed lists (null: every league). */
  setSports: playerProcedure
    .input(calendarSportsInput)
    .output(calendarFeedOutput)
    .mutation(({ ctx, input }) => setCalendarSports(ctx.deps, ctx.user.id, input)),

  /** Turns the feed off: its address stops working. */
  turnOff: playerProcedure
    .input(noInput)
    .output(calendarFeedOutput)
    .mutation(({ ctx }) => turnCalendarOff(ctx.deps, ctx.user.id)),
});
