import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates.ts';

describe('formatLongDate', () => {
  it('names the day in Mexico City, not the reader’s day, at a day boundary', () => {
    // 21:00 of 30 June in Mexico City is already 1 July in UTC (and in the test machine's zone).
    expect(formatLongDate('2027-07-01T03:00:00Z')).toBe('30 de junio de 2027');
    expect(formatLongDate('2027-07-01T03:00:00.000+00:00')).toBe('30 de junio de 2027');
    // The end of a date-only expiry, as the API stores it: still its own day.
    expect(formatLongDate('2027-07-01T05:59:59.999Z')).toBe('30 de junio de 2027');
    expect(formatLongDate('2027-07-01T06:00:00Z')).toBe('1 de julio de 2027');
  });

  it('keeps a calendar day as it is, and shows anything else as given', () => {
    expect(formatLongDate('2026-03-12')).toBe('12 de marzo de 2026');
    expect(formatLongDate('2026-01-01')).toBe('1 de enero de 2026');
    expect(formatLongDate('mañana')).toBe('mañana');
  });
});
