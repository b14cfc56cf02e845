import { z } from 'zod';
import {
  dataExportFileOutput,
  dataExportsOutput,
  deleteAccountInput,
  exportIdInput,
} from '../../../shared/schemas/account';
import {
  passkeyOptionsOutput,
  registerPasskeyInput,
  removePasskeyInput,
  signInMethodsOutput,
  startLinkInput,
  startSignInOutput,
  unlinkInput,
} from '../../../shared/schemas/sign-in';
import { dataExportFile, dataExports, requestDataExport } from '../../modules/users/data-exports.service';
import { passkeyRegistrationOptions, registerPasskey } from '../../modules/users/passkeys.service';
import { startProviderFlow } from '../../modules/users/provider-sign-in.service';
import { removePasskey, signInMethods, unlinkIdentity } from '../../modules/users/sign-in-methods.service';
import { deleteOwnAccount } from '../../workflows/account-deletion';
import { playerNoInput, playerProcedure, router } from '../procedures';

/** account.*: the ways into the account, deleting it, and downloading its data (issue 43). */
export const accountRouter = router({
  /** The password, linked providers and passkeys; the providers that may be added. */
  signInMethods: playerNoInput
    .output(signInMethodsOutput)
    .query(({ ctx }) => signInMethods(ctx.deps, ctx.user)),

  /** Adds a provider's account: the browser goes to `url` and comes back to Settings. */
  linkProvider: playerProcedure
    .input(startLinkInput)
    .output(startSignInOutput)
    .mutation(async ({ ctx, input }) => {
      const flow = await startProviderFlow(ctx.deps, input, ctx.meta, ctx.user.id);
      ctx.flow?.set(flow.token, flow.expiresAt);
      return { url: flow.url };
    }),

  /** Unlinks a provider's account; never the last way in (409). */
  unlinkProvider: playerProcedure
    .input(unlinkInput)
    .output(signInMethodsOutput)
    .mutation(({ ctx, input }) => unlinkIdentity(ctx.deps, ctx.user, input.identityId)),

  /** A challenge to create a passkey for this account. */
  passkeyRegistrationOptions: playerNoInput
    .output(passkeyOptionsOutput)
    .mutation(({ ctx }) => passkeyRegistrationOptions(ctx.deps, ctx.user, ctx.meta)),

  /** Stores the passkey the browser made for that challenge. */
  addPasskey: playerProcedure
    .input(registerPasskeyInput)
    .output(signInMethodsOutput)
    .mutation(async ({ ctx, input }) => {
      await registerPasskey(ctx.deps, ctx.user, input, ctx.meta);
      return signInMethods(ctx.deps, ctx.user);
    }),

  /** Removes a passkey; never the last way in (409). */
  removePasskey: playerProcedure
    .input(removePasskeyInput)
    .output(signInMethodsOutput)
    .mutation(({ ctx, input }) => removePasskey(ctx.deps, ctx.user, input.passkeyId)),

  /** Deletes the account (typed username, and the password, a passkey or a sign-in in the last 10 minutes). */
  delete: playerProcedure
    .input(deleteAccountInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteOwnAccount(ctx.deps, ctx.user, ctx.session.id, input, ctx.meta);
      ctx.cookies.clear();
      return { success: true as const };
    }),

  /** "Download my data": the downloads offered (a day each). */
  exports: playerNoInput.output(dataExportsOutput).query(({ ctx }) => dataExports(ctx.deps, ctx.user.id)),

  /** Asks for a new download; the file is made after the answer. */
  requestExport: playerNoInput
    .output(dataExportsOutput)
    .mutation(({ ctx }) => requestDataExport(ctx.deps, ctx.user.id)),

  /** The file of a ready download: everything stored about the player, as JSON. */
  exportFile: playerProcedure
    .input(exportIdInput)
    .output(dataExportFileOutput)
    .query(({ ctx, input }) => dataExportFile(ctx.deps, ctx.user.id, input.id)),
});
