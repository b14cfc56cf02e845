import type { z } from 'zod';
import { publicUserSchema } from '../../../shared/schemas/auth';
import {
  completeSignUpInput,
  linkWithPasswordInput,
  mailLinkInput,
  messageOutput,
  passkeyAnswerInput,
  passkeyOptionsOutput,
  pendingSignInOutput,
  providersOutput,
  signedInOutput,
  startSignInInput,
  startSignInOutput,
} from '../../../shared/schemas/sign-in';
import { passkeyAuthenticationOptions, signInWithPasskey } from '../../modules/users/passkeys.service';
import {
  completeProviderSignUp,
  confirmProviderLinkMail,
  linkWithPasskey,
  linkWithPassword,
  pendingProviderSignIn,
  type SignedIn,
  sendProviderLinkMail,
  startProviderFlow,
} from '../../modules/users/provider-sign-in.service';
import { configuredProviders } from '../../modules/users/sign-in-providers';
import type { Context } from '../context';
import { publicNoInput, publicProcedure, router } from '../procedures';
import { answerWithSession, describeCurrentUser } from '../views/current-user';

/**
 * A step that finishes a provider sign-in: once `finish` succeeds, the session cookie is set, the flow's cookie
 * cleared, and the answer is the user and where to go.
 */
function signingIn<T>(input: z.ZodType<T>, finish: (ctx: Context, input: T) => Promise<SignedIn>) {
  return publicProcedure
    .input(input)
    .output(signedInOutput)
    .mutation(async ({ ctx, input }) => {
      // tRPC types a generic schema's parsed input as a conditional it cannot resolve; it is the schema's T.
      const done = await finish(ctx, input as T);
      ctx.cookies.set(done.session.token, done.session.expiresAt);
      ctx.flow?.clear();
      return { user: await describeCurrentUser(ctx.deps, done.user), returnTo: done.returnTo };
    });
}

/** signIn.*: Google, Apple, Discord, an operator's OpenID provider, and passkeys (docs/rules.md, issue 43). */
export const signInRouter = router({
  /** The providers configured on this server: only these show a button. */
  providers: publicNoInput
    .output(providersOutput)
    .query(({ ctx }) => configuredProviders(ctx.deps.config.signIn)),

  /** Starts a sign-in with a provider: the browser goes to `url`; a cookie binds the answer to this browser. */
  start: publicProcedure
    .input(startSignInInput)
    .output(startSignInOutput)
    .mutation(async ({ ctx, input }) => {
      const flow = await startProviderFlow(ctx.deps, input, ctx.meta, null);
      ctx.flow?.set(flow.token, flow.expiresAt);
      return { url: flow.url };
    }),

  /** The one short screen after a first sign-in with a provider (null when nothing waits in this browser). */
  pending: publicNoInput
    .output(pendingSignInOutput)
    .query(({ ctx }) => pendingProviderSignIn(ctx.deps, ctx.flow?.token)),

  /** Its answers: the account is made, the provider's account linked, and signed in. */
  complete: signingIn(completeSignUpInput, (ctx, input) =>
    completeProviderSignUp(ctx.deps, ctx.flow?.token, input, ctx.meta),
  ),

  /** An account with the provider's verified e-mail exists: its password proves it, then it is linked. */
  linkWithPassword: signingIn(linkWithPasswordInput, (ctx, input) =>
    linkWithPassword(ctx.deps, ctx.flow?.token, input.password, ctx.meta),
  ),

  /** ... or one of its passkeys proves it. */
  linkWithPasskey: signingIn(passkeyAnswerInput, (ctx, input) =>
    linkWithPasskey(ctx.deps, ctx.flow?.token, input, ctx.meta),
  ),

  /** ... or a link mailed to it. */
  sendLinkMail: publicNoInput
    .output(messageOutput)
    .mutation(({ ctx }) => sendProviderLinkMail(ctx.deps, ctx.flow?.token)),

  /** The mailed link opened (its page posts the token): linked and signed in. */
  confirmLinkMail: signingIn(mailLinkInput, (ctx, input) =>
    confirmProviderLinkMail(ctx.deps, input.token, ctx.meta),
  ),

  /** A challenge to sign in with a passkey (the browser offers the player's own). */
  passkeyOptions: publicNoInput
    .output(passkeyOptionsOutput)
    .mutation(({ ctx }) => passkeyAuthenticationOptions(ctx.deps, ctx.meta)),

  /** Signs in with the passkey that answered the challenge. */
  passkey: publicProcedure
    .input(passkeyAnswerInput)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) =>
      answerWithSession(ctx, await signInWithPasskey(ctx.deps, input, ctx.meta)),
    ),
});
