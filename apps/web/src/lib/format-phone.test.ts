import { describe, expect, it } from 'vitest';
import { formatMexicanPhone } from './format-phone.ts';

describe('formatMexicanPhone', () => {
  it('adds the +52 prefix and groups by area code', () => {
    expect(formatMexicanPhone('5512345678')).toEqual({ text: '+52 55 1234 5678', href: 'tel:+525512345678' });
    expect(formatMexicanPhone('2221234567')).toEqual({ text: '+52 222 123 4567', href: 'tel:+522221234567' });
    expect(formatMexicanPhone('+52 81 1234 5678').text).toBe('+52 81 1234 5678');
  });

  it('shows anything else as given', () => {
    expect(formatMexicanPhone('12345').text).toBe('12345');
  });
});
