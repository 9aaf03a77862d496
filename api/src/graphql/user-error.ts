import { validateForm, type FormRules } from '@india-tours/validation/form';
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
  @ObjectType(name, { implements: UserError, description, simpleResolvers: true })
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

/**
 * A form's payload errors from its shared rule table (validation/): the first broken rule of each field,
 * in form order, with this feature's code. The enum must hold every code of the table (checked by tsc).
 */
export function formErrors<Values, Code extends string, TCode extends string>(
  codeEnum: Readonly<Record<Code, TCode>>,
  rules: FormRules<Values, Code>,
  values: Values,
): UserErrorShape<TCode>[] {
  return validateForm(rules, values).map(({ code, message, field }) => fieldError(codeEnum[code], message, field));
}
