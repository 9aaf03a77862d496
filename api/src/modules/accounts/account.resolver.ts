import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { BaseContext } from '../../graphql/context.js';
import { quotaText } from '../../graphql/submission-limits.js';
import { SIGN_UP_ADDRESS_QUOTA } from './account.rules.js';
import type { AccountsContext } from './account.loaders.js';
import { LogInInput, RegisterInput, RequestPasswordResetInput, ResetPasswordInput } from './account.inputs.js';
import type { SignInResult } from './account.service.js';
import { LogInPayload, LogOutPayload, RegisterPayload, RequestPasswordResetPayload, ResetPasswordPayload } from './account.types.js';
import { User } from './user.entity.js';

type Context = BaseContext & AccountsContext;

/** Hands the new session to the browser as a cookie; the payload carries the token only for `logIn`. */
function signIn({ user, session, errors }: SignInResult, context: Context) {
  if (session) context.sessionCookie.set(session.token, session.maxAgeSeconds);
  return { user, token: session?.token ?? null, errors };
}

@Resolver()
export class AccountResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in account; null for a visitor or an expired session.' })
  async me(@Ctx() { actor, accounts }: Context) {
    return actor.viewer ? accounts.loaders.userById.load(actor.viewer.userId) : null;
  }

  @Mutation(() => RegisterPayload, {
    description: `Creates a USER account and signs it in (sets the session cookie). Errors: RATE_LIMITED (with \`retryAfterSeconds\`) after ${quotaText(SIGN_UP_ADDRESS_QUOTA, 'new accounts')} from one address; broken rules and a taken email come back in \`errors\` and are not counted.`,
  })
  async register(@Arg('input', () => RegisterInput, { description: 'The new account.' }) input: RegisterInput, @Ctx() context: Context) {
    return signIn(await context.accounts.service.register(context.actor, input), context);
  }

  @Mutation(() => LogInPayload, {
    description:
      'Signs in with email and password: a new session each time, as an httpOnly cookie and as `token`. Errors: RATE_LIMITED after 5 failures for an account or 20 from an address in 15 minutes; an address the account signed in from in the last 30 days counts only its own failures for it.',
  })
  async logIn(@Arg('input', () => LogInInput, { description: 'The credentials.' }) input: LogInInput, @Ctx() context: Context) {
    return signIn(await context.accounts.service.logIn(context.actor, input), context);
  }

  @Mutation(() => LogOutPayload, { description: 'Ends the current session at once and clears the cookie.' })
  async logOut(@Ctx() context: Context) {
    context.sessionCookie.clear();
    return { loggedOut: await context.accounts.service.logOut(context.actor) };
  }

  @Mutation(() => RequestPasswordResetPayload, {
    description: 'Mails a reset link valid for 30 minutes when the email has an account. The answer is the same either way.',
  })
  requestPasswordReset(
    @Arg('input', () => RequestPasswordResetInput, { description: 'The account email.' }) input: RequestPasswordResetInput,
    @Ctx() { accounts }: Context,
  ) {
    return accounts.passwordResets.requestReset(input.email);
  }

  @Mutation(() => ResetPasswordPayload, {
    description: 'Sets a new password with the token of a reset link (once) and ends every session of the account.',
  })
  resetPassword(
    @Arg('input', () => ResetPasswordInput, { description: 'Token and new password.' }) input: ResetPasswordInput,
    @Ctx() { accounts }: Context,
  ) {
    return accounts.passwordResets.resetPassword(input.token, input.newPassword);
  }
}
