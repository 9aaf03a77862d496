import { describe, expect, it } from 'vitest';
import { readableReferences } from './readable-reference.js';

describe('readableReferences', () => {
  const tickets = readableReferences('CT-');

  it('draws the prefix and 8 characters without the look-alikes 0, O, 1 and I', () => {
    const drawn = Array.from({ length: 200 }, () => tickets.next());
    for (const reference of drawn) expect(reference).toMatch(/^CT-[2-9A-HJ-NP-Z]{8}$/);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('reads a reference as a person types it: any case, spaces around, the prefix or its dash left out', () => {
    expect(tickets.normalized(' ct-7kq2m9xd ')).toBe('CT-7KQ2M9XD');
    expect(tickets.normalized('CT7KQ2M9XD')).toBe('CT-7KQ2M9XD');
    expect(tickets.normalized('7KQ2M9XD')).toBe('CT-7KQ2M9XD');
  });

  it('refuses what cannot be one of its references', () => {
    expect(tickets.normalized('IT-7KQ2M9XD')).toBeUndefined();
    expect(tickets.normalized('CT-7KQ2M9X0')).toBeUndefined();
    expect(tickets.normalized('CT-7KQ2M9X')).toBeUndefined();
    expect(tickets.normalized('')).toBeUndefined();
  });
});
