import { describe, expect, it } from 'vitest';
import { isExpired, shareLinkUrl, todayIso, truncateShareLink } from './share-link.ts';

describe('share link', () => {
  const uuid = '3f2a9c1e-8b7d-4e21-9f00-1a2b3c4d5e6f';

  it('builds /signup/{uuid} and shows at most 42 characters', () => {
    const url = shareLinkUrl(uuid, 'https://tocalapuerta.mx');
    expect(url).toBe(`https://tocalapuerta.mx/signup/${uuid}`);
    const shown = truncateShareLink(url);
    expect(shown).toBe(`${url.slice(0, 42)}…`);
    expect(shown.replace('…', '')).toHaveLength(42);
    expect(truncateShareLink('/signup/abc')).toBe('/signup/abc');
  });

  it('tells an expired link', () => {
    const now = new Date('2026-03-12T12:00:00Z');
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('2026-03-11T23:00:00Z', now)).toBe(true);
    expect(isExpired('2026-04-01T00:00:00Z', now)).toBe(false);
  });

  it('reads today in Mexico City, where the API checks the expiry dates', () => {
    // 20:00 of 11 March in Mexico City is the 12th in UTC.
    expect(todayIso(new Date('2026-03-12T02:00:00Z'))).toBe('2026-03-11');
    expect(todayIso(new Date('2026-03-12T06:00:00Z'))).toBe('2026-03-12');
  });

  it('tells a date-only expiry lasts its whole day in Mexico City', () => {
    expect(isExpired('2026-03-11', new Date('2026-03-12T05:59:00Z'))).toBe(false);
    expect(isExpired('2026-03-11', new Date('2026-03-12T06:00:01Z'))).toBe(true);
  });
});
