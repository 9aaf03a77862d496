import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  departureStartsAt,
  earliestCancellableDeparture,
  indiaDate,
  isBookingPhone,
  isCancellableAt,
  isIsoDate,
} from './booking.rules.js';

/** An instant given as India Standard Time (UTC+05:30). */
const ist = (localDateTime: string) => new Date(`${localDateTime}+05:30`);
const confirmed = (departureDate: string) => ({ status: 'CONFIRMED', departureDate });

describe('today in India (IST)', () => {
  it('is already the next day in India while it is still the evening before in UTC', () => {
    expect(indiaDate(new Date('2025-03-09T18:29:59.999Z'))).toBe('2025-03-09');
    expect(indiaDate(new Date('2025-03-09T18:30:00.000Z'))).toBe('2025-03-10');
  });

  it('turns over at 00:00 IST, across a year end', () => {
    expect(indiaDate(ist('2025-12-31T23:59:59'))).toBe('2025-12-31');
    expect(indiaDate(ist('2026-01-01T00:00:00'))).toBe('2026-01-01');
  });

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

describe('date and form helpers', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const text of ['2025-02-29', '2025-13-01', '2025-1-05', '10/03/2025', '', '2025-03-10T00:00']) expect(isIsoDate(text)).toBe(false);
  });

  it('adds and counts days across month and year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2025-01-30', '2025-03-01')).toBe(30);
    expect(daysBetween('2025-03-01', '2025-01-30')).toBe(-30);
  });

  it('takes a booking phone of exactly 10 digits (spec §5 "at most 10 characters", §9 "10 digits")', () => {
    expect(isBookingPhone('0123456789')).toBe(true);
    for (const phone of ['123456789', '12345678901', '+919876543', '98765 4321']) expect(isBookingPhone(phone)).toBe(false);
  });
});
