import { describe, expect, it } from 'vitest';
import { formatIndiaDateTime, formatPricePerPerson, formatRupees } from './format';

describe('formatRupees', () => {
  it('groups digits the Indian way (lakh, crore)', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('shows whole rupees without decimals', () => {
    expect(formatRupees(5000)).toBe('₹5,000');
    expect(formatRupees(2500.4)).toBe('₹2,500');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('keeps small amounts ungrouped', () => {
    expect(formatRupees(999)).toBe('₹999');
  });
});

describe('formatPricePerPerson', () => {
  it('adds "per person" to the rupee amount', () => {
    expect(formatPricePerPerson(5000)).toBe('₹5,000 per person');
  });
});

describe('formatIndiaDateTime', () => {
  it('shows the instant on the clock in India (UTC+05:30), day first, with IST', () => {
    expect(formatIndiaDateTime('2026-11-23T20:35:00.000Z')).toBe('24/11/2026, 02:05 IST');
  });
});
