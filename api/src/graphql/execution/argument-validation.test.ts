import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionArgs } from '../relay/connection.js';
import { argumentValidator, validateArgument, validatingEachValueOnce } from './argument-validation.js';
import { buildAppSchema } from '../schema.js';

class Page {
  constructor(readonly first: number) {}
}
class OtherPage {
  constructor(readonly first: number) {}
}

/** A stand-in for the rules that counts its runs and refuses a page of more than 100. */
function countingRules() {
  return vi.fn(async (input: object) => {
    if ((input as Page).first > 100) throw new Error('too many');
  });
}

describe('validatingEachValueOnce', () => {
  it('runs the rules once for equal values of one class, and again for another class', async () => {
    const rules = countingRules();
    const validate = validatingEachValueOnce(rules);
    await validate(new Page(5));
    await validate(new Page(5));
    await validate(new Page(6));
    await validate(new OtherPage(5));
    expect(rules).toHaveBeenCalledTimes(3);
  });

  it('refuses an invalid value every time: only valid ones are remembered', async () => {
    const rules = countingRules();
    const validate = validatingEachValueOnce(rules);
    await expect(validate(new Page(500))).rejects.toThrow('too many');
    await expect(validate(new Page(500))).rejects.toThrow('too many');
    expect(rules).toHaveBeenCalledTimes(2);
  });

  it('runs the rules again for the value remembered first once a thousand others came after it', async () => {
    const rules = vi.fn(async () => {});
    const validate = validatingEachValueOnce(rules);
    for (let first = 0; first <= 1000; first++) await validate(new Page(first));
    await validate(new Page(1000));
    expect(rules).toHaveBeenCalledTimes(1001);
    await validate(new Page(0));
    expect(rules).toHaveBeenCalledTimes(1002);
  });
});

/** What a resolver of `operation` hands the validator; it reads the operation's type alone. */
const resolverDataOf = (operation: 'query' | 'mutation') => ({ info: { operation: { operation } } }) as unknown as Parameters<ValidatorFn>[2];
const validateIn = (validator: ValidatorFn, operation: 'query' | 'mutation', argValue: unknown) => validator(argValue, undefined as never, resolverDataOf(operation));

describe('argumentValidator', () => {
  it("runs the rules once per value of a query's argument, and every time for a mutation's input", async () => {
    const rules = countingRules();
    const validator = argumentValidator(rules);
    await validateIn(validator, 'query', new Page(5));
    await validateIn(validator, 'query', new Page(5));
    expect(rules).toHaveBeenCalledTimes(1);
    await validateIn(validator, 'mutation', new Page(7));
    await validateIn(validator, 'mutation', new Page(7));
    expect(rules).toHaveBeenCalledTimes(3);
  });

  it('checks each input of a list and lets scalars pass', async () => {
    const rules = countingRules();
    const validator = argumentValidator(rules);
    await expect(validateIn(validator, 'query', [new Page(5), new Page(500)])).rejects.toBeInstanceOf(ArgumentValidationError);
    await expect(validateIn(validator, 'query', 'anything')).resolves.toBeUndefined();
    expect(rules).toHaveBeenCalledTimes(2);
  });
});

describe('validateArgument', () => {
  /** The rules that read nothing but the value: remembering a valid value (validatingEachValueOnce) is sound for these alone. */
  const RULES_OVER_THE_VALUE_ALONE = ['isOptional', 'isString', 'isEnum', 'maxLength', 'min', 'max', 'nestedValidation'];

  it("meets in the schema's input classes only rules that read the value alone", async () => {
    await buildAppSchema({ fastPaths: true });
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, { name?: string; type: string }[]> };
    const rules = new Set([...storage.validationMetadatas.values()].flat().map((rule) => rule.name ?? rule.type));
    expect(rules.size).toBeGreaterThan(0);
    expect([...rules].filter((rule) => !RULES_OVER_THE_VALUE_ALONE.includes(rule))).toEqual([]);
  });

  it("applies an argument class's class-validator rules, a refused value refused again after a valid one", async () => {
    const pageArgs = (first: number) => Object.assign(new ConnectionArgs(), { first });
    await expect(validateIn(validateArgument, 'query', pageArgs(5))).resolves.toBeUndefined();
    for (const first of [0, 101, 0]) await expect(validateIn(validateArgument, 'query', pageArgs(first))).rejects.toBeInstanceOf(ArgumentValidationError);
    await expect(validateIn(validateArgument, 'query', pageArgs(5))).resolves.toBeUndefined();
    await expect(validateIn(validateArgument, 'mutation', pageArgs(0))).rejects.toBeInstanceOf(ArgumentValidationError);
  });
});
