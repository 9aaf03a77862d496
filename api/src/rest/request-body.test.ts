import { describe, expect, it } from 'vitest';
import { countOf, wholeNumberOf } from './request-body.js';
import type { RestRequest } from './rest-request.js';

const sent = (value: unknown): RestRequest => ({ query: {}, params: {}, body: { field: value }, header: () => undefined });

describe('wholeNumberOf', () => {
  it('reads a whole number sent as a number or as text, and leaves a missing one to the default', () => {
    expect([5, ' 5 ', '-12', '2147483647'].map((value) => wholeNumberOf(sent(value), 'field'))).toEqual([5, 5, -12, 2_147_483_647]);
    expect([undefined, null, ''].map((value) => wholeNumberOf(sent(value), 'field'))).toEqual([undefined, undefined, undefined]);
  });

  it("gives 0, which the field's rule refuses, for anything else or beyond GraphQL's Int", () => {
    expect([4.5, 'five', '2147483648', 2_147_483_648, true, [3]].map((value) => wholeNumberOf(sent(value), 'field'))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('countOf', () => {
  it('reads a count sent as a number or as text of up to three digits', () => {
    expect([2, '2', ' 007 ', 0, '0'].map((value) => countOf(sent(value), 'field'))).toEqual([2, 2, 7, 0, 0]);
  });

  it("gives -1, which the count's rule refuses, for a missing count or anything else (never 0, a valid number of children)", () => {
    const refused = [undefined, null, '', '-0', '-2', '0002', '1000', 1000, 2.5, 'two', false];
    expect(refused.map((value) => countOf(sent(value), 'field'))).toEqual(refused.map(() => -1));
  });
});
