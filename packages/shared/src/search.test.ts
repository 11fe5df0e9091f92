import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlChars } from './zod-helpers.ts';
import { normalizeSearch, SEARCH_MAX, searchQuery } from './search.ts';

/** Terms with white space of every kind around and inside them (tabs, no-break and ideographic spaces…). */
const SPACES = [' ', '\t', '\n', '\u00a0', '\u2003', '\u3000', '\ufeff'];
const spaces = fc.array(fc.constantFrom(...SPACES), { maxLength: 4 }).map((s) => s.join(''));
const term = fc
  .tuple(spaces, fc.string({ unit: 'grapheme', maxLength: 120 }), spaces)
  .map(([before, core, after]) => before + core + after);

describe('normalizeSearch', () => {
  it.each([
    ['  Química ', 'Química'],
    ['\tciencias  de la\u00a0salud\n', 'ciencias  de la\u00a0salud'],
    ['   ', ''],
    ['50%_', '50%_'],
  ])('reads %j as %j: the white space around it dropped, the rest as typed', (raw, normalized) => {
    expect(normalizeSearch(raw)).toBe(normalized);
  });

  it('is the trim it replaces, idempotent, and leaves no white space at either end', () => {
    fc.assert(
      fc.property(term, (raw) => {
        const once = normalizeSearch(raw);
        expect(once).toBe(raw.trim());
        expect(normalizeSearch(once)).toBe(once);
        expect(once).toBe(once.trim());
      }),
    );
  });

  it("is what the lists' query schema reads: the same term, refused only when too long or with control characters", () => {
    fc.assert(
      fc.property(term, (raw) => {
        const normalized = normalizeSearch(raw);
        const parsed = searchQuery().safeParse(raw);
        const valid = normalized.length <= SEARCH_MAX && !hasControlChars(normalized);
        expect(parsed.success).toBe(valid);
        if (parsed.success) expect(parsed.data).toBe(normalized);
      }),
    );
    expect(searchQuery().parse(undefined)).toBeUndefined();
  });
});
