import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionArgs } from './relay/connection.js';
import { validateArgument, validatingEachValueOnce } from './argument-validation.js';
import { buildAppSchema } from './schema.js';

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

describe('validateArgument', () => {
  /** The rules that read nothing but the value: remembering a valid value (validatingEachValueOnce) is sound for these alone. */
  const RULES_OVER_THE_VALUE_ALONE = ['isOptional', 'isString', 'isEnum', 'maxLength', 'min', 'max', 'nestedValidation'];

  it("meets in the schema's input classes only rules that read the value alone", async () => {
    await buildAppSchema();
    const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, { name?: string; type: string }[]> };
    const rules = new Set([...storage.validationMetadatas.values()].flat().map((rule) => rule.name ?? rule.type));
    expect(rules.size).toBeGreaterThan(0);
    expect([...rules].filter((rule) => !RULES_OVER_THE_VALUE_ALONE.includes(rule))).toEqual([]);
  });

  const pageArgs = (first: number) => Object.assign(new ConnectionArgs(), { first });

  it("applies an argument class's rules, the refused value refused again after an equal-shaped valid one", async () => {
    await expect(validateArgument(pageArgs(5), undefined as never, undefined as never)).resolves.toBeUndefined();
    for (const first of [0, 101, 0]) {
      await expect(validateArgument(pageArgs(first), undefined as never, undefined as never)).rejects.toBeInstanceOf(ArgumentValidationError);
    }
    await expect(validateArgument(pageArgs(5), undefined as never, undefined as never)).resolves.toBeUndefined();
  });

  it('checks each input of a list and lets scalars pass', async () => {
    await expect(validateArgument([pageArgs(5), pageArgs(101)], undefined as never, undefined as never)).rejects.toBeInstanceOf(ArgumentValidationError);
    await expect(validateArgument('anything', undefined as never, undefined as never)).resolves.toBeUndefined();
  });
});
