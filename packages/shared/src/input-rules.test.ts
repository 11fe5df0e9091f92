import { describe, expect, it } from 'vitest';
import { dayInMexico, expiryDate } from './dates.ts';
import { idField, idListQuery, text } from './zod-helpers.ts';

describe('text fields', () => {
  it('refuse control characters inside, and trim the ends', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'a\rb', 'a\tb', 'a\u007fb', 'a\u0085b'])
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(text().parse('  Ana María  ')).toBe('Ana María');
    expect(text({ multiline: true }).parse('uno\n\tdos')).toBe('uno\n\tdos');
    expect(text({ multiline: true }).safeParse('uno\u0000').success).toBe(false);
  });
});

describe('ids', () => {
  it('take decimal digits from 1 to 2,147,483,647 only', () => {
    for (const ok of [1, '1', 2147483647, '2147483647']) expect(idField().safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [0, -1, 1.5, 2147483648, '2147483648', '0x62', '+98', '1e1', ' 1', '01', true, [], {}, NaN])
      expect(idField().safeParse(bad).success, String(bad)).toBe(false);
    expect(idListQuery.safeParse('1,2,2147483647').success).toBe(true);
    for (const bad of ['2147483648', '0', '1,,2', '1,x', '1e1'])
      expect(idListQuery.safeParse(bad).success, bad).toBe(false);
  });
});

describe('expiry dates', () => {
  const now = () => new Date('2026-11-24T05:30:00Z'); // 23:30 of the 23rd in central Mexico
  it('read the day in central Mexico: today, and up to 5 years ahead', () => {
    expect(dayInMexico(now())).toBe('2026-11-23');
    const rule = expiryDate(now);
    for (const ok of ['2026-11-23', '2031-11-23', '2026-11-24T00:00:00-06:00'])
      expect(rule.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      '2026-11-22',
      '2031-11-24',
      '2027-02-29',
      '2026-13-01',
      '0000-01-01',
      '9999-12-31T23:59:59-14:00',
      'hoy',
    ])
      expect(rule.safeParse(bad).success, bad).toBe(false);
  });
});
