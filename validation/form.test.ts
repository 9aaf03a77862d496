import { describe, expect, it } from 'vitest';
import { fieldValidator, validateForm, whenGiven, type FormRules } from './form.js';

type Pair = { first: string; second?: string | null };
const rules: FormRules<Pair, 'EMPTY' | 'SHORT' | 'DIFFERENT'> = {
  first: [
    { code: 'EMPTY', message: 'First is empty.', isValid: (first) => first !== '' },
    { code: 'SHORT', message: 'First is short.', isValid: (first) => first.length >= 3 },
  ],
  second: whenGiven([{ code: 'DIFFERENT', message: 'Second differs.', isValid: (second, { first }) => second === first }]),
};

describe('validateForm', () => {
  it('reports only the first broken rule of each field, in form order', () => {
    expect(validateForm(rules, { first: '', second: 'x' })).toEqual([
      { field: 'first', code: 'EMPTY', message: 'First is empty.' },
      { field: 'second', code: 'DIFFERENT', message: 'Second differs.' },
    ]);
  });

  it('is empty when every rule holds', () => {
    expect(validateForm(rules, { first: 'abc', second: 'abc' })).toEqual([]);
  });
});

describe('whenGiven', () => {
  it('lets an optional field be missing or blank, and checks anything typed', () => {
    for (const second of [undefined, null, '', '   ']) expect(validateForm(rules, { first: 'abc', second })).toEqual([]);
    expect(validateForm(rules, { first: 'abc', second: 'abd' })).toHaveLength(1);
  });
});

describe('fieldValidator', () => {
  it("gives one field's first broken message, reading the other fields for rules across fields", () => {
    const checkFirst = fieldValidator(rules, 'first');
    const checkSecond = fieldValidator(rules, 'second');
    expect(checkFirst('ab', { first: 'ab' })).toBe('First is short.');
    expect(checkFirst('abc', { first: 'abc' })).toBeUndefined();
    expect(checkSecond('abc', { first: 'abd', second: 'abc' })).toBe('Second differs.');
  });
});
