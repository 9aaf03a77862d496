import { describe, expect, it, vi } from 'vitest';
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

describe('insertWithNewReference', () => {
  const plans = readableReferences('TP-');

  it('draws another reference while the one drawn is taken, and answers what the insert returned', async () => {
    const insert = vi.fn(async (reference: string) => (insert.mock.calls.length < 2 ? undefined : { reference }));
    const inserted = await plans.insertWithNewReference(insert);
    const tried = insert.mock.calls.map(([reference]) => reference);
    expect(tried).toHaveLength(2);
    expect(new Set(tried).size).toBe(2);
    expect(inserted).toEqual({ reference: tried[1] });
  });

  it('gives up after 3 references taken: a second clash in 10¹² draws is a bug, not bad luck', async () => {
    const insert = vi.fn(async () => undefined);
    await expect(plans.insertWithNewReference(insert)).rejects.toThrow('No free TP- reference after 3 draws');
    expect(insert).toHaveBeenCalledTimes(3);
  });
});
