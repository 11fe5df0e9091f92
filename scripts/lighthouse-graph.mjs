// What Lighthouse's simulation (Lantern) counted before a page's largest paint: the requests and the
// main-thread tasks of its graph, each with its simulated start and end (slow 4G, CPU 4× slower).
// Lantern takes as needed for the paint every request of high priority that ended before the paint
// it observed, and every task that ran before it; this shows which ones set the score.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** One line per node of the simulated LCP graph, in the order the simulation started them. */
export async function printLcpGraph(artifacts, settings) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  };
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
  const { nodeTimings } = lcp.pessimisticEstimate;
  console.log(`        LCP simulado ${Math.round(lcp.timing)} ms; lo que contó, en ms simulados:`);
  const rows = [...nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime);
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${new URL(node.request.url).pathname} (${node.request.priority}, ${(node.request.transferSize / 1000).toFixed(1)} KB)`
        : `tarea de ${(node.duration / 1000).toFixed(0)} ms observados`;
    console.log(
      `        ${String(Math.round(timing.startTime)).padStart(6)} → ${String(Math.round(timing.endTime)).padStart(6)}  ${what}`,
    );
  }
}
