// Bodies the JSON parser never sees: form and multipart text, and whole bodies of the wrong content type.
import fc from 'fast-check';
import { controlText, LONG } from './bad-values.ts';

/** Text values for forms and multipart fields (decoded: NUL and other controls as they are). */
export const textJunk = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\u0001\u001f\u007f',
      '',
      ' ',
      '2147483648',
      '-1',
      '1e309',
      '0x62',
      'true',
      LONG,
      '9999-12-31T23:59:59-14:00',
      '0000-01-01',
      '😀',
      "' OR 1=1 --",
      '../../etc/passwd',
    ),
    weight: 4,
  },
  { arbitrary: controlText, weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
);

/** Whole bodies of the wrong kind, with their content type. */
export const RAW_BODIES: Array<[string | undefined, string]> = [
  ['application/json', '{"a":'],
  ['application/json', '{'],
  ['application/json', ''],
  ['application/json', '{"a":1}}'],
  ['application/json', '\u0000'],
  ['application/json', 'nul'],
  ['application/json', '[]'],
  ['application/json', '"texto"'],
  ['application/json', '1e309'],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"admin":true}}}'],
  ['application/json', '{"a":1,"a":2}'],
  ['application/json', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
  ['application/json; charset=utf-16', '{}'],
  ['application/json; charset=latin1', '{"name":"\u00f1"}'],
  ['text/plain', '{"name":"x"}'],
  ['text/plain', 'hola'],
  ['application/xml', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>'],
  ['application/octet-stream', '\u0000\u0001\u0002'],
  [undefined, '{"name":"x"}'],
  ['application/x-www-form-urlencoded', 'a=%00&a=1&b[]=x&=&&%ZZ'],
  ['application/x-www-form-urlencoded', '__proto__[admin]=1&constructor[prototype][admin]=1'],
  ['application/x-www-form-urlencoded', `name=${'x'.repeat(70_000)}`],
  ['multipart/form-data; boundary=x', '--x\r\nbasura'],
  ['multipart/form-data', 'sin boundary'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--\r\n'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n\r\nsin nombre\r\n--x--\r\n'],
  ['*/*', 'x'],
  ['application/vnd.api+json', '{}'],
];
