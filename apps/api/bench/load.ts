// One load run with autocannon: a warm-up (discarded), then the measured run.
import autocannon, { type Client, type Request, type Result } from 'autocannon';
import { clientHeaders } from './http-client.ts';

export interface LoadSettings {
  connections: number;
  /** Seconds of the measured run. */
  duration: number;
  /** Seconds of the warm-up run before it (0: none). */
  warmup: number;
}

export interface LoadTarget {
  baseUrl: string;
  /** The requests every connection repeats in turn. */
  requests: Request[];
  /**
   * Per connection: its own requests, instead of `requests`. `n` counts the connections opened
   * across the warm-up and the measured run, so a connection of the second run can differ from
   * the one of the first that had the same place.
   */
  perConnection?: (n: number) => Request[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx, by status. */
  non2xx: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
}

/** The requests with the headers every benchmark request carries. */
const withClientHeaders = (requests: Request[]) =>
  requests.map((r) => ({ ...r, headers: { ...clientHeaders(), ...r.headers } }));

async function run(target: LoadTarget, connections: number, duration: number, next: () => number): Promise<Result> {
  const perConnection = target.perConnection;
  return await autocannon({
    url: target.baseUrl,
    connections,
    duration,
    timeout: 30,
    requests: withClientHeaders(target.requests),
    ...(perConnection
      ? { setupClient: (client: Client) => client.setRequests(withClientHeaders(perConnection(next()))) }
      : {}),
  });
}

export async function load(target: LoadTarget, settings: LoadSettings): Promise<LoadResult> {
  let opened = 0;
  const next = () => opened++;
  if (settings.warmup > 0) {
    await run(target, settings.connections, settings.warmup, next);
    // The server still answers the warm-up's last requests (autocannon leaves them): not in the run.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const r = await run(target, settings.connections, settings.duration, next);
  const non2xx = Object.fromEntries(
    Object.entries(r.statusCodeStats)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, s]) => [status, s.count]),
  );
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx,
    errors: r.errors,
  };
}

/** '—', or "409×12 500×3": what went wrong in a run, for the tables. */
export function failures(r: LoadResult): string {
  const parts = Object.entries(r.non2xx).map(([status, n]) => `${status}×${n}`);
  if (r.errors) parts.push(`err×${r.errors}`);
  return parts.length ? parts.join(' ') : '—';
}
