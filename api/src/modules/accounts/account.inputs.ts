import { Field, InputType } from 'type-graphql';
import { MaxLength } from 'class-validator';

/*
 * Only the sizes are checked here (an oversized request is refused before any work). The rules with
 * the spec's messages run in the service, which returns them as payload errors beside their fields.
 */
const MAX_FIELD_LENGTH = 1000;

@InputType({ description: 'A new account. The role is never taken from input: every sign-up is a USER.' })
export class RegisterInput {
  @Field(() => String, { description: 'Letters and spaces only.' })
  @MaxLength(MAX_FIELD_LENGTH)
  name: string;

  @Field(() => String, { description: 'Unique, compared case-insensitively.' })
  @MaxLength(MAX_FIELD_LENGTH)
  email: string;

  @Field(() => String, { description: 'Mobile number: 10 digits, the first 6-9.' })
  @MaxLength(MAX_FIELD_LENGTH)
  phone: string;

  @Field(() => String, { description: '6 to 128 characters, not one of the most common passwords.' })
  @MaxLength(MAX_FIELD_LENGTH)
  password: string;

  @Field(() => String, { nullable: true, description: 'When given, must equal `password`.' })
  @MaxLength(MAX_FIELD_LENGTH)
  passwordConfirmation?: string | null;
}

@InputType({ description: 'Credentials to sign in with.' })
export class LogInInput {
  @Field(() => String, { description: 'The account email (any letter case).' })
  @MaxLength(MAX_FIELD_LENGTH)
  email: string;

  @Field(() => String, { description: 'The password.' })
  @MaxLength(MAX_FIELD_LENGTH)
  password: string;
}

@InputType({ description: 'Where to send a password reset link.' })
export class RequestPasswordResetInput {
  @Field(() => String, { description: 'The account email (any letter case).' })
  @MaxLength(MAX_FIELD_LENGTH)
  email: string;
}

@InputType({ description: 'A new password, with the token from the reset link.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The `token` query parameter of the reset link.' })
  @MaxLength(MAX_FIELD_LENGTH)
  token: string;

  @Field(() => String, { description: '6 to 128 characters, not one of the most common passwords.' })
  @MaxLength(MAX_FIELD_LENGTH)
  newPassword: string;
}
