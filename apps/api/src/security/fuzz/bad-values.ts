// Junk for URLs, percent-encoded as a client would send it, and the control-character text other junk reuses.
import fc from 'fast-check';

/** Percent-encodes every byte but the unreserved ones (works for any string, lone surrogates too). */
export function pct(s: string): string {
  return [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

export const LONG = 'x'.repeat(10_000);

/** A plausible text with a control character in it (NUL above all: PostgreSQL cannot store it). */
export const controlText = fc
  .tuple(
    fc.constantFrom('', 'Ana', 'Campus Norte', 'x'),
    fc.oneof(
      { arbitrary: fc.constant('\u0000'), weight: 3 },
      { arbitrary: fc.constantFrom('\u0001', '\u0008', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f'), weight: 2 },
    ),
    fc.constantFrom('', 'b', ' María'),
  )
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Path segments, already encoded for the URL. */
const PATH_JUNK = [
  '2147483648',
  '2147483647',
  '9007199254740993',
  '99999999999999999999999',
  '1e309',
  '1e1',
  '-1',
  '-2147483649',
  '-0',
  '0',
  '00',
  '0x62',
  '+98',
  '%2B98',
  '1.5',
  '1,2',
  '%201',
  'true',
  'null',
  'NaN',
  'Infinity',
  '%00',
  'a%00b',
  '%0d%0a',
  '..',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%2F',
  '%25',
  '%ZZ',
  '%',
  '%C0%AE',
  '%E2%80%AE',
  '%F0%9F%92%A9',
  '%EF%BF%BF',
  pct('ñandú'),
  'x'.repeat(101),
  '9'.repeat(400),
  'a'.repeat(5000),
  pct("' OR 1=1 --"),
  pct('<script>alert(1)</script>'),
  ':id',
  '*',
  'me',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x.svg',
  '1.pdf',
  '2147483648.pdf',
  '..%2F1.pdf',
];
export const pathJunk = fc.oneof(
  { arbitrary: fc.constantFrom(...PATH_JUNK), weight: 5 },
  { arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(pct), weight: 1 },
  { arbitrary: fc.double().map((d) => pct(String(d))), weight: 1 },
);

/** Query values, already encoded. */
const QUERY_JUNK = [
  'a%00b',
  '%00',
  '%01%02%1F%7F',
  '%0d%0a',
  '2147483648',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  '1.5',
  '0x10',
  '%2B1',
  'true',
  '',
  '%',
  '%ZZ',
  '%E2%80%AE',
  '%F0%9F%92%A9',
  LONG,
  '1,2,3',
  '1,,2',
  ',',
  '1,2147483648',
  '2147483648,1',
  'NaN',
  '[]',
  '{}',
  pct("' OR 1=1 --"),
  pct('%_\\'),
  pct('ñ'.repeat(200)),
];
export const queryValue = fc.oneof(
  { arbitrary: fc.constantFrom(...QUERY_JUNK), weight: 5 },
  { arbitrary: controlText.map(pct), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(pct), weight: 2 },
  { arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String), weight: 1 },
);
/** Numbers and id lists as a query sends them (for page, pageSize, areas, campusId…). */
const queryNumber = fc.constantFrom(
  '2147483648',
  '2147483647',
  '1,2147483648',
  '2147483648,1',
  '99999999999999999999',
  '1e309',
  '1e1',
  '0x62',
  '%2B98',
  '-1',
  '0',
  '1.5',
  '1,,2',
  '%EF%BC%91%EF%BC%92', // fullwidth digits
  '%D9%A3', // Arabic-Indic digit
);
/**
 * Days a date field may be sent, unencoded: real calendar days no timestamp column holds (years 0
 * and 9999, whose next day is 10000), the edges of JavaScript's dates, and days that do not exist.
 */
export const DATE_JUNK = [
  '0000-01-01',
  '9999-12-31',
  '0001-01-01',
  '1899-12-31',
  '1970-01-01',
  '10000-01-01',
  '-000001-01-01',
  '+275760-09-13',
  '2026-02-30',
  '2026-13-01',
  '2026-1-1',
  '9999-12-31T23:59:59-14:00',
  '0000-01-01T00:00:00Z',
];
const queryDate = fc.constantFrom(...DATE_JUNK.map(pct));
const queryValueFor = (key: string, dates: string[]) =>
  dates.includes(key)
    ? fc.oneof({ arbitrary: queryDate, weight: 3 }, { arbitrary: queryValue, weight: 1 })
    : /search|name|q$/i.test(key)
      ? fc.oneof({ arbitrary: controlText.map(pct), weight: 2 }, { arbitrary: queryValue, weight: 2 })
      : fc.oneof({ arbitrary: queryNumber, weight: 2 }, { arbitrary: queryValue, weight: 2 });
/**
 * One query pair for a key: plain, repeated (an array), bracketed, or without value. `dates`: the
 * keys that hold a date (route-table.ts, zodDateKeys), which get date junk.
 */
export const queryPair = (keys: string[], dates: string[] = []) =>
  fc
    .constantFrom(...keys)
    .chain((k) => fc.tuple(fc.constant(k), queryValueFor(k, dates), queryValueFor(k, dates), fc.nat(7)))
    .map(
      ([k, v, v2, shape]) =>
        [
          `${k}=${v}`,
          `${k}=${v}`,
          `${k}=${v}`,
          `${k}=${v}`,
          `${k}=${v}&${k}=${v2}`,
          `${k}[]=${v}`,
          `${k}[a]=${v}`,
          `${k}`,
        ][shape]!,
    );
export const EXTRA_QUERY = ['__proto__[admin]=1', 'constructor[prototype][admin]=1', '&&&', '=x', 'a=%ZZ&b'];
