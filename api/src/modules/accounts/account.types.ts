import { Field, ObjectType } from 'type-graphql';
import { UserErrorType, type UserErrorShape } from '../../graphql/user-error.js';
import { AccountErrorCode } from './account.errors.js';
import { User } from './user.entity.js';

export const AccountError = UserErrorType<AccountErrorCode>(
  AccountErrorCode,
  'AccountError',
  'An expected failure of an account mutation; `code` says which.',
);
export type AccountError = UserErrorShape<AccountErrorCode>;

@ObjectType({ description: 'The result of `register`.', simpleResolvers: true })
export class RegisterPayload {
  @Field(() => User, { nullable: true, description: 'The new account, now signed in; null when `errors` is not empty.' })
  user: User | null;

  @Field(() => [AccountError], { description: 'Codes: INVALID_NAME, INVALID_EMAIL, INVALID_PHONE, INVALID_PASSWORD, COMMON_PASSWORD, PASSWORDS_DO_NOT_MATCH, EMAIL_TAKEN.' })
  errors: AccountError[];
}

@ObjectType({ description: 'The result of `logIn`.', simpleResolvers: true })
export class LogInPayload {
  @Field(() => User, { nullable: true, description: 'The signed-in account; null when `errors` is not empty.' })
  user: User | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The session token, for clients that cannot keep cookies: send it as `Authorization: Bearer <token>`. Browsers get it as an httpOnly cookie and should not select it.',
  })
  token: string | null;

  @Field(() => [AccountError], {
    description: 'Codes: INVALID_EMAIL, INVALID_PASSWORD, INVALID_CREDENTIALS. Too many failures give a top-level RATE_LIMITED error instead.',
  })
  errors: AccountError[];
}

@ObjectType({ description: 'The result of `logOut`.', simpleResolvers: true })
export class LogOutPayload {
  @Field(() => Boolean, { description: 'True when a session was ended; false when the caller was not signed in.' })
  loggedOut: boolean;
}

@ObjectType({ description: 'The result of `requestPasswordReset`: the same whether or not the email has an account.', simpleResolvers: true })
export class RequestPasswordResetPayload {
  @Field(() => String, { nullable: true, description: 'What to tell the person; null when `errors` is not empty.' })
  message: string | null;

  @Field(() => [AccountError], { description: 'Codes: INVALID_EMAIL.' })
  errors: AccountError[];
}

@ObjectType({ description: 'The result of `resetPassword`.', simpleResolvers: true })
export class ResetPasswordPayload {
  @Field(() => String, { nullable: true, description: 'What to tell the person; null when `errors` is not empty.' })
  message: string | null;

  @Field(() => [AccountError], { description: 'Codes: MISSING_TOKEN, INVALID_RESET_TOKEN, INVALID_PASSWORD, COMMON_PASSWORD.' })
  errors: AccountError[];
}
