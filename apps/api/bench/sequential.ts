// Sequential timings: one request at a time on a warm keep-alive connection, `runs` times.
import { request, type Reply } from './http-client.ts';

export interface Timing {
  p50: number;
  p95: number;
  bytes: number;
  status: number;
  /** Why the call could not be timed (a non-2xx answer, a closed connection). */
  error?: string;
}

/** A call that failed: the run goes on and the tables say so. */
const failed = (error: string): Timing => ({ p50: NaN, p95: NaN, bytes: 0, status: 0, error });

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(times: number[], last: Reply): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), bytes: last.bytes, status: last.status };
}

const WARMUP_RUNS = 3;

/** Times one call `runs` times after a few untimed ones; stops at the first non-2xx answer. */
export async function timeCall(baseUrl: string, path: string, token: string, runs: number): Promise<Timing> {
  const times: number[] = [];
  let last: Reply | undefined;
  for (let i = 0; i < WARMUP_RUNS + runs; i++) {
    try {
      last = await request(baseUrl, path, { token });
    } catch (err) {
      return failed((err as Error).message);
    }
    if (last.status < 200 || last.status > 299) return { ...failed(`respondió ${last.status}`), status: last.status };
    if (i >= WARMUP_RUNS) times.push(last.ms);
  }
  return summary(times, last!);
}

/** Times a whole page: all its calls at once, as the browser sends them, until the last answer. */
export async function timePage(
  baseUrl: string,
  calls: Array<{ path: string; token: string }>,
  runs: number,
): Promise<Timing> {
  const times: number[] = [];
  let last: Reply | undefined;
  for (let i = 0; i < WARMUP_RUNS + runs; i++) {
    const started = performance.now();
    let replies: Reply[];
    try {
      replies = await Promise.all(calls.map((c) => request(baseUrl, c.path, { token: c.token })));
    } catch (err) {
      return failed((err as Error).message);
    }
    if (i >= WARMUP_RUNS) times.push(performance.now() - started);
    last = { ...replies[0]!, bytes: replies.reduce((n, r) => n + r.bytes, 0) };
  }
  return summary(times, last!);
}
