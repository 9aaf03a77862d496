import { describe, expect, it } from 'vitest';
import { connectionKeyArgs } from './connection-policy';

const context = {} as Parameters<typeof connectionKeyArgs>[1];

describe('connectionKeyArgs', () => {
  it('keys a connection by every argument except the paging ones', () => {
    expect(connectionKeyArgs({ first: 8, after: 'abc', filter: { stateSlug: 'goa' }, orderBy: {} }, context)).toEqual([
      'filter',
      'orderBy',
    ]);
  });

  it('shares one cache entry between page sizes and cursors when nothing else is given', () => {
    expect(connectionKeyArgs({ first: 8 }, context)).toBe(false);
    expect(connectionKeyArgs({ first: 100, after: 'abc' }, context)).toBe(false);
    expect(connectionKeyArgs(null, context)).toBe(false);
  });
});
