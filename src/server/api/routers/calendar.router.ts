import { calendarFeedOutput, calendarSportsInput } from '../../../shared/schemas/calendar';
import {
  calendarFeed,
  newCalendarAddress,
  setCalendarSports,
  turnCalendarOff,
} from '../../modules/calendar/calendar.service';
import { playerNoInput, playerProcedure, router } from '../procedures';

export const calendarRouter = router({
  /** Whether the player's calendar feed is on, and the leagues it lists (its address is shown only when made). */
  feed: playerNoInput.output(calendarFeedOutput).query(({ ctx }) => calendarFeed(ctx.deps, ctx.user.id)),

  /** Turns the feed on with a new private address, or makes a new one (the old one stops working). */
  newAddress: playerNoInput
    .output(calendarFeedOutput)
    .mutation(({ ctx }) => newCalendarAddress(ctx.deps, ctx.user.id)),

  /** The leagues the feed lists (null: every league). */
  setSports: playerProcedure
    .input(calendarSportsInput)
    .output(calendarFeedOutput)
    .mutation(({ ctx, input }) => setCalendarSports(ctx.deps, ctx.user.id, input)),

  /** Turns the feed off: its address stops working. */
  turnOff: playerNoInput
    .output(calendarFeedOutput)
    .mutation(({ ctx }) => turnCalendarOff(ctx.deps, ctx.user.id)),
});
