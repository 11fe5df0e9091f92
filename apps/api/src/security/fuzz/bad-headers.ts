// Junk credentials and request headers: the auth, cookie and origin checks must refuse them with a 4xx, not crash.

export const AUTH_JUNK = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer a.b.c',
  // alg "none", type admin
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwidHlwZSI6ImFkbWluIn0.',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'bearer  doble-espacio',
  'Bearer %00',
  'Bearer ñ',
];
export const COOKIE_JUNK = [
  'tlp_refresh=',
  'tlp_refresh=x',
  `tlp_refresh=${'a'.repeat(300)}`,
  'tlp_refresh=%00',
  'tlp_refresh=%ZZ',
  'tlp_refresh="',
  'tlp_refresh=a; tlp_refresh=b',
  '=; ;;',
];
export const HEADER_JUNK: Array<Record<string, string>> = [
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { origin: '%%%' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
  { accept: 'text/html' },
  { accept: '*/*;q=x' },
  { 'x-request-id': '../../x' },
  { 'accept-language': 'x'.repeat(5000) },
  { 'content-type': 'application/json' },
];
