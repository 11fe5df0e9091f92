// Every bad request starts from a valid one (world.ts), so that the junk, not a missing field, is what the app sees.
import { orienterSignupForm, VALID_BODIES, validParams, validUpload, type World } from '../../../test/world.ts';
import { fillPath, type RegisteredRoute } from '../route-table.ts';
import { pct } from './bad-values.ts';
import { hasBody, type Mutation } from './mutations.ts';
import { formOf, multipartOf, PNG_HEADER, withField } from './payloads.ts';

export const ROLES = ['anonymous', 'student', 'orienter', 'admin', 'representative'] as const;
export type Role = (typeof ROLES)[number];

/** The user type a role signs in as, the one routes allow (a campus's representative is 'university'). */
export const TYPE_OF_ROLE: Record<Exclude<Role, 'anonymous'>, string> = {
  student: 'student',
  orienter: 'orienter',
  admin: 'admin',
  representative: 'university',
};

export interface Sent {
  role: Role;
  route: RegisteredRoute;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  what: string;
}

/** The world, and what destructive routes get instead of its own rows and sessions. */
export interface FuzzWorld {
  w: World;
  /** Rows that DELETE routes may remove, so that they never remove the world's own. */
  victims: Record<string, Record<string, string | number>>;
  /** Disposable sessions for POST /auth/logout-all and PUT /users/me/password, which end the caller's sessions. */
  logoutAllTokens: Partial<Record<Role, string>>;
}

/** Whether the role gets past the route's access check (config.public / config.roles). */
export function allowed(route: RegisteredRoute, role: Role): boolean {
  if (route.public) return true;
  if (role === 'anonymous') return false;
  return !route.roles || route.roles.includes(TYPE_OF_ROLE[role]);
}

/** Valid bodies of a route: the one of world.ts, and others that reach other code. */
const MORE_BASES: Record<string, Array<(w: World) => object>> = {
  // Enrolled students send their university instead of areas and cities.
  'POST /api/v1/users/:id/onboarding-data': [
    () => ({ avatar: 'boy-B-2', universityCheck: true, currentUniversity: 'UNAM Medicina' }),
  ],
  'PUT /api/v1/auth/access-links/:id': [() => ({ name: null, seats: 1000, expiresAt: null })],
};

export async function basesOf(route: RegisteredRoute, w: World): Promise<object[]> {
  const first = await VALID_BODIES[route.key]?.(w);
  return first ? [first, ...(MORE_BASES[route.key] ?? []).map((b) => b(w))] : [];
}

const ENDS_SESSIONS = new Set(['POST /api/v1/auth/logout-all', 'PUT /api/v1/users/me/password']);

function tokenHeader(fw: FuzzWorld, role: Role, route: RegisteredRoute): Record<string, string> {
  const token = ENDS_SESSIONS.has(route.key) && role !== 'anonymous' ? fw.logoutAllTokens[role] : fw.w.tokens[role];
  return token ? { authorization: `Bearer ${token}` } : {};
}

function paramsFor(fw: FuzzWorld, route: RegisteredRoute): Record<string, string | number> {
  return fw.victims[route.key] ?? validParams(route.url, fw.w);
}

/** Turns a mutation of a valid request into the request to send. */
export async function build(fw: FuzzWorld, route: RegisteredRoute, role: Role, m: Mutation): Promise<Sent> {
  const { w } = fw;
  const params = Object.fromEntries(
    Object.entries(paramsFor(fw, route)).map(([k, v]) => [k, pct(String(v))]),
  ) as Record<string, string>;
  const headers: Record<string, string> = tokenHeader(fw, role, route);
  const bases = await basesOf(route, w);
  const base = bases[m.kind === 'field' ? m.base : 0];
  let query = '';
  let payload: string | Buffer | undefined;
  let what: string = m.kind;
  const json = (text: string) => {
    headers['content-type'] = 'application/json';
    payload = text;
  };
  if (hasBody(route.method) && base) json(JSON.stringify(base));
  else if (route.key === 'POST /api/v1/uploads') {
    const upload = validUpload();
    Object.assign(headers, upload.headers);
    payload = upload.payload;
  }
  switch (m.kind) {
    case 'path':
      params[m.param] = m.value;
      what = `:${m.param}`;
      break;
    case 'query':
      query = m.query;
      break;
    case 'field':
      json(withField(base!, m.field, m.value));
      what = `body.${m.field}`;
      break;
    case 'body':
      json(m.value);
      break;
    case 'raw':
      delete headers['content-type'];
      if (m.contentType) headers['content-type'] = m.contentType;
      payload = m.payload;
      what = `raw ${m.contentType ?? '(no content type)'}`;
      break;
    case 'form': {
      const values =
        route.key === 'POST /api/v1/users' ? orienterSignupForm(w) : ((base ?? {}) as Record<string, unknown>);
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = formOf(values, m.field, m.value, m.repeat);
      what = `form.${m.field}`;
      break;
    }
    case 'multipart': {
      const values = route.key === 'POST /api/v1/users' ? orienterSignupForm(w) : {};
      const fields = Object.entries(values).filter(([k]) => k !== m.field);
      const junkFile = [
        { name: 'file', filename: m.value, type: 'image/png', content: Buffer.concat([PNG_HEADER, Buffer.from('x')]) },
        { name: 'file', filename: 'a.svg', type: 'image/svg+xml', content: Buffer.from(`<svg>${m.value}</svg>`) },
        { name: m.value || 'x', filename: 'a.png', type: 'image/png', content: PNG_HEADER },
        { name: 'file', filename: 'a.pdf', type: m.value.replace(/[\r\n]/g, ''), content: Buffer.from(m.value) },
        { name: 'file', filename: '../../etc/passwd', type: 'text/plain', content: Buffer.alloc(0) },
      ][m.variant % 5];
      const withFile = m.field === 'file' || route.key === 'POST /api/v1/uploads';
      const body = multipartOf([...fields, [m.field, m.value]], withFile ? junkFile : undefined);
      headers['content-type'] = body.contentType;
      payload = body.payload;
      what = `multipart.${m.field}`;
      break;
    }
    case 'auth':
      headers.authorization = m.header;
      what = 'authorization';
      break;
    case 'cookie':
      headers.cookie = m.cookie;
      break;
    case 'headers':
      Object.assign(headers, m.headers);
      what = `headers ${Object.keys(m.headers).join(',')}`;
      break;
  }
  const url = `${fillPath(route.url, params)}${query ? `?${query}` : ''}`;
  return { role, route, method: route.method, url, headers, payload, what };
}
