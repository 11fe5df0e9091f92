import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * How much V8 may let the old generation grow past what its last full collection left alive, in
 * percent, while a long export is under way: 15 means up to 1.15 times the live heap before the
 * next full collection. Left to itself (0: V8's own choice) it allows up to 4 times when collecting
 * is cheap, as it is for the API's requests, whose objects die young. A long export is different:
 * node-postgres' rows of its pages are promoted by the young collections (~50 MB/s while the
 * meetings CSV streams at 1 M students), and V8 kept the pages it freed: +270 MiB of resident
 * memory for one download, not returned while the server stayed busy. Measured with
 * `bench:scale --only csv --csv-runs 3` at 1 M students (1.53 M rows): at 25 %, +64 MiB and
 * 105,205 rows/s; at 15 %, +44 MiB and 105,341 rows/s; at 10 %, +39 MiB and 96,174 rows/s.
 * Not for the whole process: with 25 % always on, the degree suggestions fell from 0.6 to 0.36 of
 * the bare server's throughput under load (npm run bench).
 */
export const EXPORT_HEAP_GROWING_PERCENT = 15;

/**
 * The Node flags the server runs with (`npm start`, the API's own start script, the systemd unit,
 * the benchmarks; heap-growth.test.ts checks each says them): a young generation of at most 16 MB
 * per semi-space. On a machine with a lot of memory V8 lets it reach 64 MB, and an idle server
 * held 333 MiB resident for it, 222 MiB with it; the hot path's throughput was unchanged (npm run
 * bench, docs/performance.md «Memoria»). The flag only counts on the command line (or in
 * NODE_OPTIONS): V8 sizes the young generation when the process starts.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const;

/**
 * How long the heap stays held after the last export ends. The limit V8 sets at a full collection
 * lasts until the next one: released at once, a collection between two downloads set it with V8's
 * own factor (up to 4 times), and the next download grew the heap to it, +100 to +140 MiB of
 * resident memory (`bench:scale --only csv --csv-runs 3`, one run in three; `--trace-gc`). Held
 * a while longer, back-to-back downloads keep their limit.
 */
export const EXPORT_HEAP_RELEASE_DELAY_MS = 60_000;

/** Runs `fn` once after a delay, unless cancelled; the process does not wait for it. */
export type Later = (fn: () => void) => { cancel(): void };

const afterReleaseDelay: Later = (fn) => {
  const timer = setTimeout(fn, EXPORT_HEAP_RELEASE_DELAY_MS);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
};

let gc: (() => void) | undefined;

/**
 * A full collection now, which sets the heap's limit with the percentage just given: the limit of
 * the last one (V8's own factor) would otherwise last into the download, which grew the heap to it
 * before its first full collection. One collection of the whole heap (~10–20 ms) per download that
 * starts the hold. `gc` is V8's, reached through a new context once the flag that exposes it is set.
 */
function fullCollection() {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}

/**
 * Holds of the heap to EXPORT_HEAP_GROWING_PERCENT: `hold()` until the function it returns is
 * called (once per hold; further calls do nothing). Exports overlap: the default comes back
 * EXPORT_HEAP_RELEASE_DELAY_MS after the last one ends, unless another starts meanwhile.
 */
export function heapGrowthHolds(
  setFlags: (flags: string) => void = v8.setFlagsFromString,
  later: Later = afterReleaseDelay,
  collect: () => void = fullCollection,
) {
  let holders = 0;
  let releasing: { cancel(): void } | null = null;
  return function hold(): () => void {
    if (holders++ === 0) {
      if (releasing) releasing.cancel();
      else {
        setFlags(`--heap-growing-percent=${EXPORT_HEAP_GROWING_PERCENT}`);
        collect();
      }
      releasing = null;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--holders > 0) return;
      releasing = later(() => {
        releasing = null;
        setFlags('--heap-growing-percent=0');
      });
    };
  };
}

/** The process's holds (meetings-report-export.ts). */
export const holdHeapGrowth = heapGrowthHolds();
