// The meetings CSV (GET /meetings): time to its first byte and in all, rows per second, and the
// server's resident memory before and at its peak while it streams the file (sampled from /proc
// every 20 ms).
import { request } from './http-client.ts';
import { percentile } from './sequential.ts';
import type { ServerProcess } from './processes.ts';

export interface CsvResult {
  rows: number;
  /** As sent: compressed when the client asked for it. */
  megabytes: number;
  /** Median of the runs. */
  seconds: number;
  /** Until the first byte of the file arrived (median of the runs). */
  firstByteSeconds: number;
  rowsPerSecond: number;
  rssBeforeMiB: number | null;
  rssPeakMiB: number | null;
}

/** The export, or why it failed (the rest of the benchmark's results still print). */
export type CsvOutcome = CsvResult | { error: string };

const mib = (kib: number | null) => (kib === null ? null : Math.round(kib / 1024));

export async function timeCsvExport(api: ServerProcess, token: string, runs: number): Promise<CsvOutcome> {
  try {
    return await measure(api, token, runs);
  } catch (err) {
    return { error: (err as Error).message };
  }
}

async function measure(api: ServerProcess, token: string, runs: number): Promise<CsvResult> {
  const times: number[] = [];
  const firstBytes: number[] = [];
  let rows = 0;
  let bytes = 0;
  const before = api.rssKiB();
  let peak = before;
  for (let i = 0; i < runs; i++) {
    const sampler = setInterval(() => {
      const now = api.rssKiB();
      if (now !== null && (peak === null || now > peak)) peak = now;
    }, 20);
    const reply = await request(api.baseUrl, '/meetings', { token, raw: true }).finally(() => clearInterval(sampler));
    if (reply.status !== 200) throw new Error(`GET /meetings respondió ${reply.status}`);
    const text = reply.body as string;
    rows = (text.match(/\n/g)?.length ?? 0) - 1; // the header line is not a meeting
    bytes = reply.bytes;
    times.push(reply.ms / 1000);
    firstBytes.push((reply.firstByteMs ?? reply.ms) / 1000);
  }
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const seconds = median(times);
  return {
    rows,
    megabytes: bytes / 2 ** 20,
    seconds,
    firstByteSeconds: median(firstBytes),
    rowsPerSecond: rows / seconds,
    rssBeforeMiB: mib(before),
    rssPeakMiB: mib(peak),
  };
}
