/**
 * A form's rules as data (STYLE §1): each field, in form order, with its rules in the order they are
 * checked; each rule a machine code, the spec's message, and the test a value must pass. The api
 * answers the first broken rule of every field, and the web shows the same message beside the field.
 */

export interface Rule<Code extends string, Value, Values = unknown> {
  readonly code: Code;
  readonly message: string;
  /**
   * True when `value` keeps the rule. `values` is the whole form, for rules across fields. A rule may
   * take the rules before it in its field as kept: only the first broken one is ever reported.
   */
  readonly isValid: (value: Value, values: Values) => boolean;
}

/** Every field of a form, in form order, with its rules (none for a field that takes anything). */
export type FormRules<Values, Code extends string> = {
  readonly [Field in keyof Values]-?: readonly Rule<Code, Values[Field], Values>[];
};

export interface FieldError<Code extends string, Field extends string = string> {
  readonly field: Field;
  readonly code: Code;
  readonly message: string;
}

function firstBrokenRule<Code extends string, Value, Values>(rules: readonly Rule<Code, Value, Values>[], value: Value, values: Values) {
  return rules.find((rule) => !rule.isValid(value, values));
}

/** The first broken rule of each field, in form order; empty when the form may be sent. */
export function validateForm<Values, Code extends string>(
  rules: FormRules<Values, Code>,
  values: NoInfer<Values>,
): FieldError<Code, keyof Values & string>[] {
  const errors: FieldError<Code, keyof Values & string>[] = [];
  for (const field of Object.keys(rules) as (keyof Values & string)[]) {
    const broken = firstBrokenRule(rules[field], values[field], values);
    if (broken) errors.push({ field, code: broken.code, message: broken.message });
  }
  return errors;
}

/** One field's checker, as react-hook-form's `validate` takes it: the message of its first broken rule. */
export function fieldValidator<Values, Code extends string, Field extends keyof Values>(rules: FormRules<Values, Code>, field: Field) {
  return (value: Values[Field], values: Values): string | undefined => firstBrokenRule(rules[field], value, values)?.message;
}

/** An optional field's rules: they hold for an empty or blank value, and test anything typed. */
export function whenGiven<Code extends string, Values>(
  rules: readonly Rule<Code, string, Values>[],
): Rule<Code, string | null | undefined, Values>[] {
  return rules.map((rule) => ({ ...rule, isValid: (value, values) => !value?.trim() || rule.isValid(value, values) }));
}
