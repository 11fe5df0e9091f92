// What makes an answer bad (a 500, a leak, a shapeless error), and a report that groups failures by cause, not by request.
import type { LightMyRequestResponse } from 'fastify';
import type { Sent } from './requests.ts';

export interface Failure {
  sent: Sent;
  status: number;
  problems: string[];
  cause?: string;
  response: string;
}

const LEAKS: Array<[string, RegExp]> = [
  ['stack trace', /\bat (?:async )?[\w$.<>[\] ]+ \(|\bat \S+:\d+:\d+|\n\s+at \S/],
  ['SQL (select)', /\bselect\s/i],
  ['SQL (insert into)', /insert\s+into/i],
  ['SQL (violates)', /violates/i],
  ['SQL (syntax error)', /syntax error/i],
  ['PGlite', /pglite/i],
  ['drizzle', /drizzle/i],
  ['file path (/src/)', /\/src\//],
  ['file path (node_modules)', /node_modules/],
  ['file path (.ts:line)', /\.[cm]?[tj]s:\d+/],
];

export function check(sent: Sent, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  const type = String(res.headers['content-type'] ?? '');
  const text = !type || /json|text|xml|csv|html/.test(type) ? res.body : '';
  const asked = `${sent.url}\n${typeof sent.payload === 'string' ? sent.payload : (sent.payload?.toString('latin1') ?? '')}`;
  // Input echoed back (a campus named "select ...") is not a leak; text the request did not carry is.
  for (const [name, re] of LEAKS) if (re.test(text) && !re.test(asked)) problems.push(`leaks ${name}`);
  if (res.statusCode >= 400) {
    let body: any;
    try {
      body = JSON.parse(res.body);
    } catch {
      body = undefined;
    }
    const shaped =
      body &&
      body.statusCode === res.statusCode &&
      typeof body.error === 'string' &&
      typeof body.message === 'string' &&
      body.message.length > 0 &&
      typeof body.errorCode === 'string';
    if (!shaped) problems.push('4xx/5xx body without {statusCode, error, message, errorCode}');
  }
  return problems;
}

/** What the app threw (the error and its causes, first lines only), to group failures by it. */
export function describeError(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    const first = String(message ?? '')
      .split('\n')[0]!
      // drizzle's message carries the whole SQL and its parameters: one cause per value otherwise.
      .replace(/^Failed query: .*/, 'Failed query')
      .slice(0, 140);
    parts.push(`${typeof code === 'string' ? `${code} ` : ''}${first}`);
    e = (e as { cause?: unknown }).cause;
  }
  return parts.join(' ← ');
}

/** Why an answer was bad: what the app threw, else the framework's error code in the body. */
function causeOf(f: Failure): string {
  if (f.cause) return f.cause;
  const code = /"code":"([A-Z_]+)"/.exec(f.response)?.[1];
  return code ?? '';
}

/** Failures grouped by cause (status, error, problem), then by route, each with one example. */
export function report(failures: Failure[]): string {
  const byCause = new Map<string, Failure[]>();
  for (const f of failures) {
    const problems = f.problems.filter((p) => !p.startsWith('status '));
    const key = `${f.status} ${causeOf(f)}${problems.length ? ` [${problems.join('; ')}]` : ''}`.trim();
    byCause.set(key, [...(byCause.get(key) ?? []), f]);
  }
  const sections = [...byCause.entries()].map(([cause, list]) => {
    const byRoute = new Map<string, Failure[]>();
    for (const f of list) byRoute.set(f.sent.route.key, [...(byRoute.get(f.sent.route.key) ?? []), f]);
    const lines = [...byRoute.entries()].map(([route, fs]) => {
      const f = fs[0]!;
      const roles = [...new Set(fs.map((x) => x.sent.role))].join(', ');
      const text = typeof f.sent.payload === 'string' ? f.sent.payload : f.sent.payload?.toString('latin1');
      const body = text === undefined ? '' : ` body=${JSON.stringify(text.slice(0, 140))}`;
      return (
        `    ${route} (${fs.length}× as ${roles})\n` +
        `      e.g. ${f.sent.method} ${f.sent.url.slice(0, 140)} [${f.sent.what}]${body}\n` +
        `      → ${f.status} ${f.response.slice(0, 140)}`
      );
    });
    return `  ■ ${cause}: ${list.length}× on ${byRoute.size} route(s)\n${lines.join('\n')}`;
  });
  return `${failures.length} bad answers, ${byCause.size} causes:\n${sections.join('\n')}`;
}
