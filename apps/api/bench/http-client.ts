// A small HTTP client for the benchmarks' setup and sequential timings: node:http over one
// keep-alive connection, so a timing is the server's answer and not a new TCP handshake. It asks
// for compressed answers as a browser does (the API compresses those of 1 KB or more).
import http from 'node:http';
import zlib from 'node:zlib';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** What Firefox and Safari send; 'identity' asks for plain answers. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';
let acceptEncoding = BROWSER_ACCEPT_ENCODING;

export function setAcceptEncoding(value: string): void {
  acceptEncoding = value;
}

/** The headers every benchmark request carries, the load generator's too. */
export function clientHeaders(): Record<string, string> {
  return acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

export interface Reply {
  status: number;
  body: any;
  /** As sent (compressed or not). */
  bytes: number;
  /** From sending the request to the last byte of the answer. */
  ms: number;
  /** From sending the request to the first byte of the body (null without a body). */
  firstByteMs: number | null;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  body?: unknown;
  /** Keeps the body as text and counts its lines instead of parsing it (the CSV). */
  raw?: boolean;
}

export function request(baseUrl: string, path: string, opts: RequestOptions = {}): Promise<Reply> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(`/api/v1${path}`, baseUrl),
      {
        method: opts.method ?? 'GET',
        agent,
        headers: {
          ...clientHeaders(),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let firstByteMs: number | null = null;
        res.on('data', (d: Buffer) => {
          firstByteMs ??= performance.now() - started;
          chunks.push(d);
        });
        res.on('end', () => {
          const ms = performance.now() - started;
          const sent = Buffer.concat(chunks);
          const text = decode(sent, res.headers['content-encoding']).toString('utf8');
          let body: unknown = text;
          if (!opts.raw && text) {
            try {
              body = JSON.parse(text);
            } catch {
              /* not JSON */
            }
          }
          resolve({ status: res.statusCode!, body, bytes: sent.length, ms, firstByteMs });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A request that must answer 2xx; anything else stops the benchmark with what the server said. */
export async function expectOk(baseUrl: string, path: string, opts: RequestOptions = {}): Promise<Reply> {
  const reply = await request(baseUrl, path, opts);
  if (reply.status < 200 || reply.status > 299) {
    const said = typeof reply.body === 'string' ? reply.body.slice(0, 300) : JSON.stringify(reply.body);
    throw new Error(`${opts.method ?? 'GET'} ${path} respondió ${reply.status}: ${said}`);
  }
  return reply;
}

export type LoginRole = 'student' | 'orienter';

/** Signs in (admins sign in as orienters) and returns the access token and the user's id. */
export async function login(baseUrl: string, email: string, password: string, role: LoginRole) {
  const { body } = await expectOk(baseUrl, '/auth/login', { method: 'POST', body: { email, password, role } });
  const token = (body as { accessToken: string }).accessToken;
  const me = await expectOk(baseUrl, '/users/me', { token });
  return { token, userId: (me.body as { id: number }).id };
}

export function closeConnections(): void {
  agent.destroy();
}
