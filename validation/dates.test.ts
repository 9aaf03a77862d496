import { describe, expect, it } from 'vitest';
import { addDays, arrivalNotTooFar, daysBetween, departureNotBeforeArrival, firstDateStartingAtLeast, indiaDate, indiaDateTime, indiaMidnight, indianDate, isIsoDate, tripDateRules, tripNotTooLong } from './dates.js';

/** An instant given as India Standard Time (UTC+05:30). */
const ist = (localDateTime: string) => new Date(`${localDateTime}+05:30`);

describe('today in India (IST)', () => {
  it('is already the next day in India while it is still the evening before in UTC', () => {
    expect(indiaDate(new Date('2025-03-09T18:29:59.999Z'))).toBe('2025-03-09');
    expect(indiaDate(new Date('2025-03-09T18:30:00.000Z'))).toBe('2025-03-10');
  });

  it('turns over at 00:00 IST, across a year end', () => {
    expect(indiaDate(ist('2025-12-31T23:59:59'))).toBe('2025-12-31');
    expect(indiaDate(ist('2026-01-01T00:00:00'))).toBe('2026-01-01');
  });

  it('is the date the time-zone database gives for Asia/Kolkata, every 7 minutes of two years and at midnight', () => {
    const zoneDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', dateStyle: 'short' });
    const [from, until] = [ist('2026-01-01T00:00:00').getTime(), ist('2028-01-01T00:00:00').getTime()];
    const instants: Date[] = [];
    for (let ms = from; ms < until; ms += 7 * 60 * 1000) instants.push(new Date(ms));
    for (let midnight = from; midnight < until; midnight += 24 * 3600 * 1000) {
      instants.push(new Date(midnight - 1), new Date(midnight));
    }

    const differing = instants.filter((instant) => indiaDate(instant) !== zoneDate.format(instant));

    expect(differing).toEqual([]);
  });
});

describe('calendar dates', () => {
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
});

describe('notice periods counted to 00:00 IST', () => {
  it('gives the first date whose start in India is at least so many hours away', () => {
    expect(firstDateStartingAtLeast(new Date('2025-03-10T00:00:00+05:30'), 24)).toBe('2025-03-11');
    expect(firstDateStartingAtLeast(new Date('2025-03-10T00:00:00.001+05:30'), 24)).toBe('2025-03-12');
    expect(firstDateStartingAtLeast(new Date('2025-12-31T20:00:00+05:30'), 24 * 45)).toBe('2026-02-15');
    expect(firstDateStartingAtLeast(ist('2025-03-10T23:59:59.999'), 0)).toBe('2025-03-11');
    expect(firstDateStartingAtLeast(ist('2025-03-11T00:00:00'), 0)).toBe('2025-03-11');
  });

  it('starts a date at 00:00 IST and writes it dd/mm/yyyy', () => {
    expect(indiaMidnight('2025-03-10').toISOString()).toBe('2025-03-09T18:30:00.000Z');
    expect(indianDate('2025-03-10')).toBe('10/03/2025');
  });
});

describe('trip dates (spec §5: not before today in India)', () => {
  const [isGiven, isDate, notPast] = tripDateRules('arrival date', '2025-03-10');

  it('asks for a missing date, then for a valid one (naming no format: a date picker shows its own), then refuses one before today', () => {
    expect(isGiven).toMatchObject({ code: 'INVALID_DATE', message: 'Arrival date is required.' });
    expect(isGiven!.isValid(' ', undefined)).toBe(false);
    expect(isGiven!.isValid('10/03/2025', undefined)).toBe(true);
    expect(isDate).toMatchObject({ code: 'INVALID_DATE', message: 'Please enter a valid arrival date.' });
    expect(isDate!.isValid('10/03/2025', undefined)).toBe(false);
    expect(notPast).toMatchObject({ code: 'DATE_IN_PAST', message: 'The arrival date cannot be before today (India time).' });
    expect(notPast!.isValid('2025-03-09', undefined)).toBe(false);
    expect(notPast!.isValid('2025-03-10', undefined)).toBe(true);
  });

  it('compares the departure with the arrival only once the arrival is a date', () => {
    expect(departureNotBeforeArrival.isValid('2025-03-09', { arrivalDate: '2025-03-10' })).toBe(false);
    expect(departureNotBeforeArrival.isValid('2025-03-10', { arrivalDate: '2025-03-10' })).toBe(true);
    expect(departureNotBeforeArrival.isValid('2025-03-09', { arrivalDate: 'soon' })).toBe(true);
  });
});

describe('how far ahead and how long (limits the spec leaves open, against typing slips such as 9999-12-30)', () => {
  it('takes an arrival up to 730 days from today (IST)', () => {
    const rule = arrivalNotTooFar('2025-03-10');
    expect(rule).toMatchObject({ code: 'DATE_TOO_FAR', message: 'The arrival date can be at most 730 days from today.' });
    expect(rule.isValid('2027-03-10', undefined)).toBe(true);
    expect(rule.isValid('2027-03-11', undefined)).toBe(false);
    expect(rule.isValid('9999-12-30', undefined)).toBe(false);
  });

  it('takes a departure up to 90 days after the arrival, compared only once the arrival is a date', () => {
    expect(tripNotTooLong).toMatchObject({ code: 'TRIP_TOO_LONG', message: 'A trip can last at most 90 days.' });
    expect(tripNotTooLong.isValid('2025-06-08', { arrivalDate: '2025-03-10' })).toBe(true);
    expect(tripNotTooLong.isValid('2025-06-09', { arrivalDate: '2025-03-10' })).toBe(false);
    expect(tripNotTooLong.isValid('9999-12-30', { arrivalDate: 'soon' })).toBe(true);
  });
});

describe('indiaDateTime', () => {
  it('reads an instant on the clock in India (UTC+05:30), day first, with IST', () => {
    expect(indiaDateTime(new Date('2026-11-23T20:35:00.000Z'))).toBe('24/11/2026, 02:05 IST');
  });
});
