import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayInMexico, formatLongDate, MEXICO_TIME_ZONE } from './dates.ts';

/** The reference: the zone's own rules, as every browser's `Intl` knows them. */
const intlLong = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: MEXICO_TIME_ZONE,
});
const intlDay = new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_TIME_ZONE });

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

describe('dates in central Mexico without Intl', () => {
  // From the end of the last daylight saving time (30 October 2022) to the next century, and the
  // years before, when the zone changed its offset twice a year.
  const since2022 = fc.date({
    min: new Date('2022-10-30T07:00:00Z'),
    max: new Date('2100-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const before = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2022-10-30T06:59:59.999Z'),
    noInvalidDate: true,
  });

  it('names the same day as the time zone rules for any instant', () => {
    fc.assert(
      fc.property(fc.oneof(since2022, before), (instant) => {
        expect(formatLongDate(instant.toISOString())).toBe(intlLong.format(instant));
        expect(dayInMexico(instant)).toBe(intlDay.format(instant));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees on the hours around midnight in Mexico City and around the last change of offset', () => {
    const hours = [
      '2022-10-30T05:59:59.999Z',
      '2022-10-30T06:00:00Z',
      '2022-10-30T06:59:59.999Z',
      '2022-10-30T07:00:00Z',
      '2024-02-29T05:59:59.999Z',
      '2024-02-29T06:00:00Z',
      '2026-12-31T23:59:59Z',
      '2027-01-01T06:00:00Z',
    ];
    for (const iso of hours) {
      expect(formatLongDate(iso)).toBe(intlLong.format(new Date(iso)));
      expect(dayInMexico(new Date(iso))).toBe(intlDay.format(new Date(iso)));
    }
  });
});
