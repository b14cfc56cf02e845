import {
  pushPromptOutput,
  pushPublicKeyOutput,
  pushRemovedOutput,
  pushSubscriptionInput,
  pushSubscriptionOutput,
  pushTestOutput,
  pushUnsubscribeInput,
} from '../../../shared/schemas/notifications';
import { weeklyRecapSettingSchema } from '../../../shared/schemas/weekly-recap';
import { dismissPushPrompt, pushPrompt } from '../../modules/notifications/push-subscriptions.service';
import { sendTestNotification } from '../../modules/notifications/test-notification.service';
import { vapidDetails } from '../../modules/notifications/vapid-keys.service';
import { setWeeklyRecap, weeklyRecapOf } from '../../modules/users/notification-toggles.service';
import { subscribe, unsubscribe } from '../../workflows/push-devices';
import { playerNoInput, playerProcedure, router } from '../procedures';

export const notificationsRouter = router({
  /** Whether I get the weekly recap (e-mail and push, after each week closes). */
  weeklyRecap: playerNoInput
    .output(weeklyRecapSettingSchema)
    .query(({ ctx }) => weeklyRecapOf(ctx.deps.db, ctx.user.id)),

  /** Turns the weekly recap on or off. */
  setWeeklyRecap: playerProcedure
    .input(weeklyRecapSettingSchema)
    .output(weeklyRecapSettingSchema)
    .mutation(({ ctx, input }) => setWeeklyRecap(ctx.deps.db, ctx.user.id, input.weeklyRecap)),

  /** The server's VAPID public key, the applicationServerKey a browser subscribes with. */
  publicKey: playerNoInput
    .output(pushPublicKeyOutput)
    .query(async ({ ctx }) => ({ publicKey: (await vapidDetails(ctx.deps)).publicKey })),

  /** Saves this browser's push subscription and turns push on. */
  subscribe: playerProcedure
    .input(pushSubscriptionInput)
    .output(pushSubscriptionOutput)
    .mutation(({ ctx, input }) => subscribe(ctx.deps, ctx.user.id, input)),

  /** Forgets this browser's push subscription; push goes off with the last device. */
  unsubscribe: playerProcedure
    .input(pushUnsubscribeInput)
    .output(pushRemovedOutput)
    .mutation(({ ctx, input }) => unsubscribe(ctx.deps, ctx.user.id, input)),

  /** Whether the once-only "turn on push" prompt is due. */
  prompt: playerNoInput.output(pushPromptOutput).query(({ ctx }) => pushPrompt(ctx.deps, ctx.user)),

  /** "Not now": the prompt is not shown again. */
  dismissPrompt: playerNoInput
    .output(pushPromptOutput)
    .mutation(({ ctx }) => dismissPushPrompt(ctx.deps, ctx.user.id)),

  /** Sends a test notification to every device of the player. */
  sendTest: playerNoInput
    .output(pushTestOutput)
    .mutation(({ ctx }) => sendTestNotification(ctx.deps, ctx.user.id)),
});
