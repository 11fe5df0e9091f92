// Junk JSON values as raw text, so that 1e309, -0 and lone surrogates reach the parser exactly as sent.
import fc from 'fast-check';
import { controlText, DATE_JUNK as DAYS, LONG } from './bad-values.ts';

/** JSON values as raw JSON text (so that 1e309, -0 and duplicate keys can be sent). */
const JSON_JUNK = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1.5',
  '2147483648',
  '-2147483649',
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '9007199254740993',
  '1e308',
  '""',
  '" "',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\u0001\\u001f\\u007f\\u0085"',
  '"line\\nbreak\\r\\ttab"',
  '"\\ud800"',
  '"\\uffff"',
  '"\\u202e"',
  JSON.stringify('😀'.repeat(100)),
  JSON.stringify(LONG),
  JSON.stringify('ñ'.repeat(10_000)),
  '"9999-12-31T23:59:59-14:00"',
  '"0000-01-01"',
  '"-000001-01-01"',
  '"+275760-09-13"',
  '"2026-02-30"',
  '"2026-13-01"',
  '"1e309"',
  '"2147483648"',
  '"-1"',
  '"0x62"',
  '"+98"',
  '"1e1"',
  '"NaN"',
  '"true"',
  '"<script>alert(1)</script>"',
  '"\' OR 1=1 --"',
  '"%00"',
  '"../../etc/passwd"',
  '"/api/v1/uploads/../../../etc/passwd"',
  '"javascript:alert(1)"',
  '[]',
  '{}',
  '[1,2,3]',
  '[null]',
  '["a\\u0000"]',
  '[2147483648]',
  '[-1,0]',
  '[[[[[[[[[[]]]]]]]]]]',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":{"b":{"c":{}}}}',
  `[${'1,'.repeat(5000)}1]`,
  `[${'"x",'.repeat(50)}"x"]`,
];
export const jsonJunk = fc.oneof(
  { arbitrary: fc.constantFrom(...JSON_JUNK), weight: 6 },
  { arbitrary: controlText.map((t) => JSON.stringify(t)), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => JSON.stringify(s)), weight: 2 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => JSON.stringify(d)), weight: 1 },
);
const DATE_JUNK = [
  ...new Set([
    '"9999-12-31T23:59:59-14:00"',
    '"9999-12-31"',
    '"10000-01-01"',
    '"0000-01-01"',
    '"0001-01-01"',
    '"-000001-01-01"',
    '"+275760-09-13"',
    '"+275760-09-14T00:00:00Z"',
    '"2026-02-30"',
    '"2026-13-01"',
    '"2026-1-1"',
    '"2026-01-01T25:00:00Z"',
    '"2026-01-01T00:00:00+99:00"',
    '"2026-01-01T00:00:00.123456789Z"',
    '"1970-01-01"',
    '"mañana"',
    '""',
    '0',
    '253402300800000',
    '-1',
    // And every day the query's date junk has (bad-values.ts).
    ...DAYS.map((d) => JSON.stringify(d)),
  ]),
];
const NUMBER_JUNK = [
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e309',
  '-1e309',
  '1e-400',
  '-1',
  '0',
  '-0',
  '1.5',
  '"2147483648"',
  '"0x62"',
  '"+98"',
  '"1e1"',
  '" 1"',
  '"１２"',
  '"٣"',
  'true',
  '[1]',
  '{"valueOf":1}',
];
const ARRAY_JUNK = [
  '[2147483648]',
  '[-1]',
  '[0]',
  '[1,1]',
  '[null]',
  '["a\\u0000"]',
  '[[1]]',
  '[{}]',
  '"1,2"',
  `[${'1,'.repeat(5000)}1]`,
  `[${Array.from({ length: 6000 }, (_, i) => i + 1).join(',')}]`,
  '["/api/v1/uploads/../../etc/passwd"]',
  '["javascript:alert(1)"]',
];
/**
 * Junk for one body field, tuned by what it holds (`isDate`: its schema takes a day, see
 * zodDateKeys) or its name says it holds, mixed with any junk.
 */
export function jsonJunkFor(field: string, isDate = false): fc.Arbitrary<string> {
  const pool =
    isDate || /date|expires/i.test(field)
      ? DATE_JUNK
      : /(^id$|Id$|_id$|^seats$|^notebooks$)/.test(field)
        ? NUMBER_JUNK
        : /^(areas|cities|members|gallery|prefered_areas|prefered_cities)$/.test(field)
          ? ARRAY_JUNK
          : undefined;
  return fc.oneof(
    { arbitrary: jsonJunk, weight: 2 },
    { arbitrary: pool ? fc.constantFrom(...pool) : controlText.map((t) => JSON.stringify(t)), weight: 3 },
  );
}
