import { describe, expect, it } from 'vitest';
import { departureStartsAt, earliestCancellableDeparture, isCancellableAt } from './booking.rules.js';

/** An instant given as India Standard Time (UTC+05:30). */
const ist = (localDateTime: string) => new Date(`${localDateTime}+05:30`);
const confirmed = (departureDate: string) => ({ status: 'CONFIRMED', departureDate });

describe('departure in India (IST)', () => {
  it('starts a departure date at 00:00 IST', () => {
    expect(departureStartsAt('2025-03-10').toISOString()).toBe('2025-03-09T18:30:00.000Z');
  });
});

describe('cancelling is allowed only if departure is at least 24 hours away (spec §9)', () => {
  it('allows a departure whose 00:00 IST is exactly 24 hours away', () => {
    const now = ist('2025-03-09T00:00:00');
    expect(earliestCancellableDeparture(now)).toBe('2025-03-10');
    expect(isCancellableAt(confirmed('2025-03-10'), now)).toBe(true);
  });

  it('refuses it one millisecond later', () => {
    const now = new Date(ist('2025-03-09T00:00:00').getTime() + 1);
    expect(earliestCancellableDeparture(now)).toBe('2025-03-11');
    expect(isCancellableAt(confirmed('2025-03-10'), now)).toBe(false);
    expect(isCancellableAt(confirmed('2025-03-11'), now)).toBe(true);
  });

  it('refuses a departure tomorrow at any time of day today, and allows the day after tomorrow', () => {
    for (const time of ['00:00:01', '10:00:00', '23:59:59']) {
      const now = ist(`2025-03-09T${time}`);
      expect(isCancellableAt(confirmed('2025-03-10'), now)).toBe(false);
      expect(isCancellableAt(confirmed('2025-03-11'), now)).toBe(true);
    }
  });

  it('counts in India time, not in the server zone: 20:00 UTC is already the next day in India', () => {
    const now = new Date('2025-03-09T20:00:00Z'); // 01:30 IST on the 10th
    expect(isCancellableAt(confirmed('2025-03-11'), now)).toBe(false);
    expect(isCancellableAt(confirmed('2025-03-12'), now)).toBe(true);
  });

  it('never allows cancelling a cancelled booking (cancelled is final, spec §4)', () => {
    expect(isCancellableAt({ status: 'CANCELLED', departureDate: '2030-01-01' }, ist('2025-03-09T10:00:00'))).toBe(false);
  });

  it('refuses a departure already past', () => {
    expect(isCancellableAt(confirmed('2025-03-01'), ist('2025-03-09T10:00:00'))).toBe(false);
  });
});
