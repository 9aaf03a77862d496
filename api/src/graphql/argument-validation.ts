import { validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';

/*
 * type-graphql's own argument validation does `await import("class-validator")` for every argument of every
 * request; this does the same checks with class-validator imported once. Options as type-graphql applies them:
 * missing (optional) properties skipped, unknown values allowed, and no input echoed back in the error.
 */
const VALIDATOR_OPTIONS: ValidatorOptions = {
  skipMissingProperties: true,
  forbidUnknownValues: false,
  validationError: { target: false, value: false },
};

const isInputObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/** Validates an input object (or each in a list) by its class-validator decorators; scalars pass as they are. */
export const validateArgument: ValidatorFn = async (argValue) => {
  if (!isInputObject(argValue)) return;
  try {
    if (Array.isArray(argValue)) await Promise.all(argValue.filter(isInputObject).map((item) => validateOrReject(item, VALIDATOR_OPTIONS)));
    else await validateOrReject(argValue, VALIDATOR_OPTIONS);
  } catch (errors) {
    throw new ArgumentValidationError(errors as ValidationError[]);
  }
};
