import { describe, expect, it } from 'vitest';
import { formatCount, formatRate } from './meeting-rates.ts';

describe('formatRate', () => {
  it('rounds to a whole percentage', () => {
    expect(formatRate(1, 3)).toBe('33 %');
    expect(formatRate(2, 3)).toBe('67 %');
    expect(formatRate(4, 4)).toBe('100 %');
    expect(formatRate(0, 5)).toBe('0 %');
  });

  it('says — when dividing by zero', () => {
    expect(formatRate(0, 0)).toBe('—');
  });

  it('writes counts with thousands separators', () => {
    expect(formatCount(1234)).toBe('1,234');
  });
});
