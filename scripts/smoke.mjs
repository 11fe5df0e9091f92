// `npm run smoke -- <url> [--account correo:contraseña:rol]…`: after a deploy or a restore, signs
// in as each role present and makes the calls the main pages make, read-only. Exits 1 on any
// failure, 0 when everything answered as it should.
//
// Accounts: each `--account`, or SMOKE_ACCOUNTS="correo:contraseña:rol,…" (rol: student,
// orienter, admin). Without either, the demo accounts are tried, and a role whose demo account
// does not exist (401) is skipped: a production database has none of them.
// Over HTTPS with a private certificate, give its CA: NODE_EXTRA_CA_CERTS=ca.pem npm run smoke -- …
import { parseArgs } from 'node:util';

const DEMO_ACCOUNTS = [
  'estudiante@demo.mx:Demo12345:student',
  'orientador@demo.mx:Demo12345:orienter',
  'admin@demo.mx:Demo12345:admin',
];
const TIMEOUT_MS = 15_000;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { account: { type: 'string', multiple: true }, quiet: { type: 'boolean', default: false } },
});
const base = (positionals[0] ?? process.env.SMOKE_URL ?? '').replace(/\/+$/, '');
if (!/^https?:\/\/[^/]/.test(base)) {
  console.error('Uso: npm run smoke -- <url> [--account correo:contraseña:rol]… (por ejemplo https://tocalapuerta.mx)');
  process.exit(2);
}
const given = values.account?.length ? values.account : (process.env.SMOKE_ACCOUNTS?.split(',').filter(Boolean) ?? []);
const explicit = given.length > 0;
const accounts = (explicit ? given : DEMO_ACCOUNTS).map((entry) => {
  const [email, password, role] = [entry.slice(0, entry.indexOf(':')), ...splitRest(entry)];
  if (!email || !password || !['student', 'orienter', 'admin'].includes(role ?? '')) {
    console.error(`Cuenta mal escrita (correo:contraseña:rol, rol student, orienter o admin): ${email || entry}`);
    process.exit(2);
  }
  return { email, password, role };
});

/** `contraseña:rol` after the e-mail; the password may hold colons, the role is the last part. */
function splitRest(entry) {
  const rest = entry.slice(entry.indexOf(':') + 1);
  const cut = rest.lastIndexOf(':');
  return [rest.slice(0, cut), rest.slice(cut + 1)];
}

let failures = 0;
let checks = 0;

function report(ok, line) {
  checks += 1;
  if (!ok) failures += 1;
  if (!ok || !values.quiet) console.log(`${ok ? 'ok   ' : 'FALLA'} ${line}`);
}

/** One call; checks its status (and that a JSON answer parses). Returns the parsed body or text. */
async function call(method, path, { token, body, expect = 200, cookie, label } = {}) {
  const started = performance.now();
  const headers = { accept: path.startsWith('/api/') ? 'application/json' : 'text/html' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (cookie) headers.cookie = cookie;
  if (body) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(base + path, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = Math.round(performance.now() - started);
    const ok = response.status === expect;
    let data = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        data = JSON.parse(text);
      } catch {
        report(false, `${method} ${path}: JSON inválido`);
        return { status: response.status, data: undefined, headers: response.headers };
      }
    }
    const why = ok ? '' : ` (se esperaba ${expect}${data?.errorCode ? `; ${data.errorCode}` : ''})`;
    report(ok, `${label ?? `${method} ${path}`} ${response.status} ${ms} ms${why}`);
    return { status: response.status, data: ok ? data : undefined, headers: response.headers };
  } catch (err) {
    report(false, `${method} ${path}: ${err.cause?.code ?? err.name}: ${err.cause?.message ?? err.message}`);
    return { status: 0, data: undefined, headers: new Headers() };
  }
}

async function publicPages() {
  await call('GET', '/api/v1/health');
  await call('GET', '/api/v1/ready');
  const login = await call('GET', '/login');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(String(login.data ?? ''))?.[1];
  if (script) {
    const asset = await call('GET', script, { label: `GET ${script} (recurso con hash)` });
    const cache = asset.headers.get('cache-control') ?? '';
    report(cache.includes('immutable'), `${script}: Cache-Control «${cache}»`);
  } else {
    report(false, 'GET /login: la página no carga ningún /assets/*.js');
  }
  await call('GET', '/api/v1/semesters');
  await call('GET', '/api/v1/highschools?pageSize=5');
}

/** Signs in; `undefined` when a demo account is not there (its role is skipped). */
async function signIn(account) {
  const role = account.role === 'student' ? 'student' : 'orienter';
  const label = `POST /api/v1/auth/login (${account.role})`;
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, role }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((err) => ({ status: 0, err }));
  if (response.status === 401 && !explicit) {
    console.log(`—     ${account.role}: la cuenta de demostración no existe aquí; se omite`);
    return undefined;
  }
  if (response.status !== 200) {
    report(false, `${label} ${response.status || response.err?.message}`);
    return undefined;
  }
  report(true, `${label} 200`);
  const { accessToken } = await response.json();
  const cookie = (response.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  return { token: accessToken, cookie };
}

async function studentPages(token, me) {
  await call('GET', '/home');
  await call('GET', '/api/v1/users/me/preferences', { token });
  await call('GET', '/api/v1/areas', { token });
  await call('GET', '/api/v1/cities', { token });
  const degrees = await call('GET', '/api/v1/degrees?search=a&pageSize=5', { token });
  const degree = Array.isArray(degrees.data) ? degrees.data[0] : undefined;
  if (degree) {
    await call('GET', `/api/v1/degrees/${degree.id}`, { token });
    await call('GET', `/api/v1/degrees/${degree.id}/preferences`, { token });
    await call('GET', `/api/v1/campuses/${degree.campus_id}`, { token });
  }
  await call('GET', `/api/v1/users/${me.id}/favorite-degrees`, { token });
  await call('GET', `/api/v1/users/${me.id}/degrees-suggestions`, { token });
  await call('GET', `/api/v1/users/${me.id}/meetings`, { token });
}

async function schoolPages(token, schoolId) {
  await call('GET', `/api/v1/highschools/${schoolId}`, { token });
  await call('GET', `/api/v1/highschools/${schoolId}/stats`, { token });
  await call('GET', `/api/v1/highschools/${schoolId}/groups`, { token });
}

async function orienterPages(token, me) {
  await call('GET', `/highschools/${me.highschool_id}`);
  await schoolPages(token, me.highschool_id);
  await call('GET', '/api/v1/users/me/orienter-key', { token });
}

async function adminPages(token) {
  await call('GET', '/highschools');
  await call('GET', '/api/v1/highschools/stats', { token });
  const schools = await call('GET', '/api/v1/highschools?pageSize=5', { token });
  const school = Array.isArray(schools.data) ? schools.data[0] : undefined;
  if (school) {
    await schoolPages(token, school.id);
    await call('GET', `/api/v1/highschools/${school.id}/orienters`, { token });
    await call('GET', `/api/v1/highschools/${school.id}/access-links`, { token });
  }
  await call('GET', '/api/v1/campuses?search=a&pageSize=5', { token });
  await call('GET', '/api/v1/audit?pageSize=5', { token });
}

const started = performance.now();
console.log(`smoke: ${base}`);
await publicPages();
const signedIn = [];
for (const account of accounts) {
  const session = await signIn(account);
  if (!session) continue;
  const me = (await call('GET', '/api/v1/users/me', { token: session.token })).data;
  if (!me) continue;
  const kind = me.type;
  if (kind !== account.role) report(false, `${account.email}: es ${kind}, no ${account.role}`);
  if (kind === 'student') await studentPages(session.token, me);
  else if (kind === 'orienter') await orienterPages(session.token, me);
  else if (kind === 'admin') await adminPages(session.token);
  // Ends the session it opened: the smoke test leaves no live refresh token behind.
  await call('POST', '/api/v1/auth/logout', { token: session.token, cookie: session.cookie, expect: 204 });
  signedIn.push(kind);
}
if (!signedIn.length) report(false, 'ninguna cuenta pudo iniciar sesión (da una con --account correo:contraseña:rol)');
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `smoke: ${checks - failures}/${checks} bien, ${failures} fallas; roles: ${signedIn.join(', ') || 'ninguno'} (${seconds} s)`,
);
process.exit(failures ? 1 : 0);
