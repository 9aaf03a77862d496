import { addDays, firstDateStartingAtLeast, indiaMidnight, indianDate } from '@india-tours/validation/dates';

/**
 * Pure rules of bookings that are not form rules (spec §9): page sizes, the cancel window and the
 * cancellation fee bands. No I/O, time always passed in. The form's rules are
 * @india-tours/validation/bookings.
 */

/** Spec §9: bookings are shown 6 per page. */
export const BOOKINGS_PAGE_SIZE = 6;
/** Spec §9: the top-states statistic shows 5. */
export const TOP_STATES_COUNT = 5;
/**
 * Spec §9: cancel only while the trip is at least this far away. It counts to the trip's start, 00:00
 * IST of the arrival date: counting to the departure date (the last day) would let a traveller cancel
 * in the middle of their trip.
 */
export const CANCEL_NOTICE_HOURS = 24;

/**
 * The policy's fee bands (spec §9), by whole days from now to the trip's start: 45 or more, no fee;
 * 44–30, 30%; 29–15, 60%; 14 or fewer, 100%. The policy's non-refundable deposit is not taken online,
 * so in the first band nothing is kept.
 */
export const CANCELLATION_FEE_BANDS = [
  { minDays: 45, percent: 0 },
  { minDays: 30, percent: 30 },
  { minDays: 15, percent: 60 },
  { minDays: 0, percent: 100 },
] as const;

const HOURS_PER_DAY = 24;

/** The earliest arrival date that may still be cancelled at `now`: its 00:00 IST is at least 24 hours away. */
export function earliestCancellableArrival(now: Date): string {
  return firstDateStartingAtLeast(now, CANCEL_NOTICE_HOURS);
}

/** Spec §4 and §9: a confirmed booking whose trip starts at least 24 hours from now (cancelled is final). */
export function isCancellableAt(booking: { status: string; arrivalDate: string }, now: Date): boolean {
  return booking.status === 'CONFIRMED' && booking.arrivalDate >= earliestCancellableArrival(now);
}

/** A band's fee on a total, in whole rupees (half a rupee rounds up); the same sum runs in the cancel's SQL. */
export function feeOf(totalPrice: number, percent: number): number {
  return Math.floor((totalPrice * percent + 50) / 100);
}

export interface FeeBandThreshold {
  readonly percent: number;
  /** A trip arriving on this date or later is in this band or a cheaper one. */
  readonly firstArrival: string;
}

/**
 * The bands as arrival dates at `now`, most expensive first: whole days to the start ≥ N exactly when
 * the arrival's 00:00 IST is at least N × 24 hours away. The cancel applies these in one statement.
 */
export function feeBandThresholds(now: Date): FeeBandThreshold[] {
  return [...CANCELLATION_FEE_BANDS]
    .reverse()
    .map(({ minDays, percent }) => ({ percent, firstArrival: firstDateStartingAtLeast(now, minDays * HOURS_PER_DAY) }));
}

/** The band that applies at `now` to a trip arriving on `arrivalDate` (the last one once the trip is near). */
function bandIndexAt(arrivalDate: string, now: Date): number {
  const index = CANCELLATION_FEE_BANDS.findIndex(({ minDays }) => arrivalDate >= firstDateStartingAtLeast(now, minDays * HOURS_PER_DAY));
  return index === -1 ? CANCELLATION_FEE_BANDS.length - 1 : index;
}

/** The fee band's percent a cancel of a trip arriving on `arrivalDate` would be charged at `now`. */
export function feePercentAt(arrivalDate: string, now: Date): number {
  return CANCELLATION_FEE_BANDS[bandIndexAt(arrivalDate, now)]!.percent;
}

export interface CancellationQuote {
  readonly isCancellable: boolean;
  /** The band that applies now; null once cancelling has closed. */
  readonly feePercent: number | null;
  readonly fee: number | null;
  readonly refund: number | null;
  /** When the band that applies now ends (the next starts, or cancelling closes); null once closed. */
  readonly currentBandEndsAt: Date | null;
  /** The fee after `currentBandEndsAt`; null when cancelling closes then. */
  readonly nextFeePercent: number | null;
  /** The last instant a cancel is accepted: 24 hours before the trip's start. */
  readonly cancellableUntil: Date;
  readonly summary: string;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "before 14/03/2027 23:59 IST": the last minute before a band boundary, which is always a 00:00 IST. */
function lastMinuteBefore(boundaryDate: string): string {
  return `${indianDate(addDays(boundaryDate, -1))} 23:59 IST`;
}

function feeText(percent: number, fee: number, refund: number): string {
  if (percent === 0) return `no fee, refund ${rupees.format(refund)} (no deposit is taken online, so nothing is kept)`;
  return `fee ${percent}% (${rupees.format(fee)}), ${refund > 0 ? `refund ${rupees.format(refund)}` : 'no refund'}`;
}

/**
 * What cancelling would cost at `now` (spec §9 in IST), e.g. "Cancel before 14/03/2027 23:59 IST:
 * fee 30% (₹4,500), refund ₹10,500; after that 60%." Null for a cancelled booking.
 */
export function cancellationQuote(booking: { status: string; arrivalDate: string; totalPrice: number }, now: Date): CancellationQuote | null {
  if (booking.status !== 'CONFIRMED') return null;
  const closingDate = addDays(booking.arrivalDate, -CANCEL_NOTICE_HOURS / HOURS_PER_DAY);
  const cancellableUntil = indiaMidnight(closingDate);
  if (!isCancellableAt(booking, now)) {
    const summary = `It can no longer be cancelled: cancelling closed at ${indianDate(closingDate)} 00:00 IST, 24 hours before the trip starts.`;
    return { isCancellable: false, feePercent: null, fee: null, refund: null, currentBandEndsAt: null, nextFeePercent: null, cancellableUntil, summary };
  }
  const bandIndex = bandIndexAt(booking.arrivalDate, now);
  const band = CANCELLATION_FEE_BANDS[bandIndex]!;
  const next = CANCELLATION_FEE_BANDS[bandIndex + 1];
  const bandEndDate = next ? addDays(booking.arrivalDate, -band.minDays) : closingDate;
  const fee = feeOf(booking.totalPrice, band.percent);
  const refund = booking.totalPrice - fee;
  const after = next ? `after that ${next.percent}%` : 'after that it can no longer be cancelled';
  return {
    isCancellable: true,
    feePercent: band.percent,
    fee,
    refund,
    currentBandEndsAt: indiaMidnight(bandEndDate),
    nextFeePercent: next?.percent ?? null,
    cancellableUntil,
    summary: `Cancel before ${lastMinuteBefore(bandEndDate)}: ${feeText(band.percent, fee, refund)}; ${after}.`,
  };
}
