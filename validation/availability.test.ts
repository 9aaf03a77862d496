import { describe, expect, it } from 'vitest';
import { availabilityRange, bookingRefusalOn, seatsLeftOn, statusOfDate } from './availability.js';

// 2030-03-01 10:00 IST: bookings close 48 hours before 00:00 IST of the arrival, so 2030-03-04 is the first open date.
const now = new Date('2030-03-01T10:00:00+05:30');
const seats = (overrides: Partial<{ seats: number; seatsTaken: number; seatsHeld: number; isClosed: boolean }> = {}) => ({
  seats: 40,
  seatsTaken: 0,
  seatsHeld: 0,
  isClosed: false,
  ...overrides,
});

describe('statusOfDate', () => {
  it('closes bookings within the 48 hours before a date starts, whatever its seats', () => {
    expect(statusOfDate('2030-03-03', seats(), now)).toBe('TOO_SOON');
    expect(statusOfDate('2030-03-04', seats(), now)).toBe('OPEN');
  });

  it('says CLOSED before SOLD_OUT, and FEW_LEFT from 5 seats left (taken and held both count)', () => {
    expect(statusOfDate('2030-03-10', seats({ isClosed: true, seatsTaken: 40 }), now)).toBe('CLOSED');
    expect(statusOfDate('2030-03-10', seats({ seatsTaken: 38, seatsHeld: 2 }), now)).toBe('SOLD_OUT');
    expect(statusOfDate('2030-03-10', seats({ seatsTaken: 30, seatsHeld: 5 }), now)).toBe('FEW_LEFT');
    expect(statusOfDate('2030-03-10', seats({ seatsTaken: 34 }), now)).toBe('OPEN');
  });
});

describe('seatsLeftOn', () => {
  it('is the true count on a bookable date and 0 where no booking can be made', () => {
    expect(seatsLeftOn('2030-03-10', seats({ seatsTaken: 7, seatsHeld: 3 }), now)).toBe(30);
    expect(seatsLeftOn('2030-03-10', seats({ isClosed: true }), now)).toBe(0);
    expect(seatsLeftOn('2030-03-02', seats(), now)).toBe(0);
  });
});

describe('availabilityRange', () => {
  it('defaults to 90 days from today, and refuses a reversed range or one over 366 days', () => {
    expect(availabilityRange('2030-03-01')).toEqual({ from: '2030-03-01', to: '2030-05-29' });
    expect(availabilityRange('2030-03-01', '2030-04-01', '2030-03-31')).toEqual({ error: 'Give the range as two dates, the first not after the second.' });
    expect(availabilityRange('2030-03-01', '2030-03-01', '2031-03-02')).toEqual({ error: 'Ask for at most 366 days at a time.' });
    expect(availabilityRange('2030-03-01', '2030-03-01', '2031-03-01')).toEqual({ from: '2030-03-01', to: '2031-03-01' });
  });
});

describe('bookingRefusalOn', () => {
  it("answers the server's refusals for a closed, a sold-out and a too small date, and nothing for an open one", () => {
    expect(bookingRefusalOn({ date: '2030-03-10', status: 'CLOSED', seatsLeft: 0 }, 2)).toBe('This tour does not run on 10/03/2030. Please choose another arrival date.');
    expect(bookingRefusalOn({ date: '2030-03-10', status: 'SOLD_OUT', seatsLeft: 0 }, 2)).toBe('This tour is sold out on 10/03/2030. Please choose another arrival date.');
    expect(bookingRefusalOn({ date: '2030-03-10', status: 'FEW_LEFT', seatsLeft: 1 }, 2)).toBe(
      'Only 1 seat is left on 10/03/2030, and your party is 2. Please choose another arrival date or fewer travellers.',
    );
    expect(bookingRefusalOn({ date: '2030-03-10', status: 'FEW_LEFT', seatsLeft: 2 }, 2)).toBeUndefined();
    expect(bookingRefusalOn(undefined, 2)).toBeUndefined();
  });
});
