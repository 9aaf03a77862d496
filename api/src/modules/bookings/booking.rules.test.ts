import { describe, expect, it } from 'vitest';
import { cancellationQuote, earliestCancellableArrival, feeBandThresholds, feeOf, isCancellableAt } from './booking.rules.js';

/** An instant given as India Standard Time (UTC+05:30). */
const ist = (localDateTime: string) => new Date(`${localDateTime}+05:30`);
const confirmed = (arrivalDate: string, totalPrice = 15_000) => ({ status: 'CONFIRMED', arrivalDate, totalPrice });
const justAfter = (instant: Date) => new Date(instant.getTime() + 1);

describe('cancelling is allowed only while the trip starts at least 24 hours from now (spec §9)', () => {
  it('allows an arrival whose 00:00 IST is exactly 24 hours away, and refuses it one millisecond later', () => {
    const now = ist('2025-03-09T00:00:00');
    expect(earliestCancellableArrival(now)).toBe('2025-03-10');
    expect(isCancellableAt(confirmed('2025-03-10'), now)).toBe(true);
    expect(earliestCancellableArrival(justAfter(now))).toBe('2025-03-11');
    expect(isCancellableAt(confirmed('2025-03-10'), justAfter(now))).toBe(false);
  });

  it('counts to the first day of the trip, so a trip under way cannot be cancelled', () => {
    const booking = { status: 'CONFIRMED', arrivalDate: '2025-03-08', departureDate: '2025-03-20', totalPrice: 1000 };
    expect(isCancellableAt(booking, ist('2025-03-09T10:00:00'))).toBe(false);
  });

  it('counts in India time, not in the server zone: 20:00 UTC is already the next day in India', () => {
    const now = new Date('2025-03-09T20:00:00Z'); // 01:30 IST on the 10th
    expect(isCancellableAt(confirmed('2025-03-11'), now)).toBe(false);
    expect(isCancellableAt(confirmed('2025-03-12'), now)).toBe(true);
  });

  it('never allows cancelling a cancelled booking (cancelled is final, spec §4)', () => {
    expect(isCancellableAt({ status: 'CANCELLED', arrivalDate: '2030-01-01' }, ist('2025-03-09T10:00:00'))).toBe(false);
  });
});

describe('the cancellation quote (spec §9 fee bands, by whole days to the trip start at 00:00 IST)', () => {
  const arrival = '2027-04-30';
  const quoteAt = (now: Date) => cancellationQuote(confirmed(arrival), now)!;

  it.each([
    ['45 days before: no fee', '2027-03-16T00:00:00', 0, 0, 15_000],
    ['one millisecond later, 44 days: 30%', '2027-03-16T00:00:00.001', 30, 4_500, 10_500],
    ['30 days before: 30%', '2027-03-31T00:00:00', 30, 4_500, 10_500],
    ['29 days: 60%', '2027-03-31T00:00:00.001', 60, 9_000, 6_000],
    ['15 days before: 60%', '2027-04-15T00:00:00', 60, 9_000, 6_000],
    ['14 days: 100%', '2027-04-15T00:00:00.001', 100, 15_000, 0],
    ['exactly 24 hours before: still 100%, still cancellable', '2027-04-29T00:00:00', 100, 15_000, 0],
  ])('%s', (_band, now, feePercent, fee, refund) => {
    expect(quoteAt(new Date(`${now}+05:30`))).toMatchObject({ isCancellable: true, feePercent, fee, refund });
  });

  it('says what it costs today, until when, and what follows', () => {
    expect(quoteAt(ist('2027-03-20T10:00:00')).summary).toBe('Cancel before 30/03/2027 23:59 IST: fee 30% (₹4,500), refund ₹10,500; after that 60%.');
    expect(quoteAt(ist('2027-03-01T10:00:00')).summary).toBe(
      'Cancel before 15/03/2027 23:59 IST: no fee, refund ₹15,000 (no deposit is taken online, so nothing is kept); after that 30%.',
    );
    expect(quoteAt(ist('2027-04-20T10:00:00')).summary).toBe(
      'Cancel before 28/04/2027 23:59 IST: fee 100% (₹15,000), no refund; after that it can no longer be cancelled.',
    );
  });

  it('gives the instant the band ends and the next band', () => {
    expect(quoteAt(ist('2027-03-20T10:00:00'))).toMatchObject({
      currentBandEndsAt: ist('2027-03-31T00:00:00'),
      nextFeePercent: 60,
      cancellableUntil: ist('2027-04-29T00:00:00'),
    });
  });

  it('closes 24 hours before the start, and has no quote once cancelled', () => {
    const closed = quoteAt(justAfter(ist('2027-04-29T00:00:00')));
    expect(closed).toMatchObject({ isCancellable: false, feePercent: null, fee: null, refund: null });
    expect(closed.summary).toBe('It can no longer be cancelled: cancelling closed at 29/04/2027 00:00 IST, 24 hours before the trip starts.');
    expect(cancellationQuote({ status: 'CANCELLED', arrivalDate: arrival, totalPrice: 1 }, ist('2027-01-01T00:00:00'))).toBeNull();
  });

  it('rounds a fee to whole rupees, half a rupee up', () => {
    expect(feeOf(1_001, 30)).toBe(300);
    expect(feeOf(1_005, 30)).toBe(302);
    expect(feeOf(7, 60)).toBe(4);
  });

  it('gives the bands as first arrival dates for the cancel statement, most expensive first', () => {
    expect(feeBandThresholds(ist('2027-03-20T10:00:00'))).toEqual([
      { percent: 100, firstArrival: '2027-03-21' },
      { percent: 60, firstArrival: '2027-04-05' },
      { percent: 30, firstArrival: '2027-04-20' },
      { percent: 0, firstArrival: '2027-05-05' },
    ]);
  });
});
