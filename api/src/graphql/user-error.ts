import { Field, InterfaceType, ObjectType } from 'type-graphql';

@InterfaceType({
  description:
    'An expected failure of a mutation (invalid input, a business rule), returned in its payload rather than thrown. Show `message` beside the field `field` names.',
})
export abstract class UserError {
  @Field(() => [String], {
    nullable: true,
    description: 'Path to the input field at fault, e.g. ["input", "email"]; null when the error is about the request as a whole.',
  })
  field: string[] | null;

  @Field(() => String, { description: 'Text for people, in the words of the product spec.' })
  message: string;
}

export interface UserErrorShape<TCode extends string> {
  readonly code: TCode;
  readonly message: string;
  readonly field: string[] | null;
}

/**
 * Builds `<Feature>Error implements UserError` with the feature's own `code` enum (already registered
 * with type-graphql), so each payload tells clients exactly which codes it can return.
 */
export function UserErrorType<TCode extends string>(codeEnum: object, name: string, description: string) {
  @ObjectType(name, { implements: UserError, description })
  class FeatureUserError extends UserError implements UserErrorShape<TCode> {
    @Field(() => codeEnum, { description: 'Stable machine-readable reason.' })
    code: TCode;
  }
  return FeatureUserError;
}

/** A UserError on one input field (`input.<name>`). */
export function fieldError<TCode extends string>(code: TCode, message: string, inputField?: string): UserErrorShape<TCode> {
  return { code, message, field: inputField ? ['input', inputField] : null };
}

/** One rule of a form: the input field it is about, its code, and its message when broken (else undefined). */
export type FieldRule<TCode extends string> = readonly [field: string, code: TCode, message: string | undefined];

/** Every broken rule, one error per field (the first broken rule of that field), in form order. */
export function firstErrorPerField<TCode extends string>(rules: readonly FieldRule<TCode>[]): UserErrorShape<TCode>[] {
  const errors: UserErrorShape<TCode>[] = [];
  for (const [field, code, message] of rules) {
    if (message && !errors.some((error) => error.field?.[1] === field)) errors.push(fieldError(code, message, field));
  }
  return errors;
}
