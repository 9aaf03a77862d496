import { validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
import { OperationTypeNode } from 'graphql';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';

/*
 * type-graphql's own argument validation does `await import("class-validator")` for every argument of every
 * request; this does the same checks with class-validator imported once. Options as type-graphql applies them:
 * missing (optional) properties skipped, unknown values allowed, and no input echoed back in the error.
 */
export const VALIDATOR_OPTIONS: ValidatorOptions = {
  skipMissingProperties: true,
  forbidUnknownValues: false,
  validationError: { target: false, value: false },
};

/** Per input class; past it, the value remembered first makes way. Clients choose cursors and search text freely. */
const MAX_REMEMBERED_PER_CLASS = 1000;

type ValidateInput = (input: object) => Promise<void>;

/**
 * Validates each value once: an input equal (as JSON) to one of its class found valid passes without running the
 * rules again. Sound because every rule on an input class reads the value alone (lengths, bounds, enums, nesting: no
 * rule reads the clock or the database; a test holds the schema to such rules); invalid values are never remembered.
 * class-validator gathers a class's rules anew on every call, walking every validated class: a tenth of the home
 * page's allocations (issue 13).
 */
export function validatingEachValueOnce(validate: ValidateInput): ValidateInput {
  const validByClass = new WeakMap<object, Set<string>>();
  return async (input) => {
    const key = JSON.stringify(input);
    let valid = validByClass.get(input.constructor);
    if (valid?.has(key)) return;
    await validate(input);
    if (!valid) validByClass.set(input.constructor, (valid = new Set()));
    if (valid.size >= MAX_REMEMBERED_PER_CLASS) valid.delete(valid.values().next().value!);
    valid.add(key);
  };
}

const isInputObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * Validates an input object (or each in a list) by `validate`; scalars pass as they are. A query's arguments (pages,
 * filters) are validated once per value; a mutation's every time: they carry passwords and messages, which are not
 * to be kept, and are rarely sent twice.
 */
export function argumentValidator(validate: ValidateInput): ValidatorFn {
  const validateReadInput = validatingEachValueOnce(validate);
  return async (argValue, _argType, { info }) => {
    if (!isInputObject(argValue)) return;
    const validateInput = info.operation.operation === OperationTypeNode.QUERY ? validateReadInput : validate;
    try {
      if (Array.isArray(argValue)) await Promise.all(argValue.filter(isInputObject).map(validateInput));
      else await validateInput(argValue);
    } catch (errors) {
      throw new ArgumentValidationError(errors as ValidationError[]);
    }
  };
}

/** By the class-validator decorators of the input's class. */
export const validateArgument = argumentValidator((input) => validateOrReject(input, VALIDATOR_OPTIONS));
