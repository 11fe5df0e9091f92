import cluster, { type Worker } from 'node:cluster';

/** A JSON log line like the app's (pino's shape), for the primary process, which has no app. */
export function primaryLog(level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) {
  const levels = { info: 30, warn: 40, error: 50 };
  console.log(JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, ...extra, msg }));
}

const RESTART_DELAY_MS = 1000;

/**
 * The primary of WEB_CONCURRENCY API processes (node:cluster): it forks `count` workers that share
 * the listening port, replaces one that dies, and on SIGTERM/SIGINT passes the signal on, waits
 * for every worker to drain and exits 0 (1 if any worker did not exit cleanly).
 */
export function runPrimary(count: number, env: Record<string, string>): void {
  let stopping = false;
  let failed = false;
  const fork = () => cluster.fork(env);

  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    primaryLog('error', 'un proceso de la API terminó; se reinicia', { worker: worker.process.pid, code, signal });
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS).unref();
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      primaryLog('info', 'cerrando los procesos de la API', { signal });
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill('SIGTERM');
    });
  }

  primaryLog('info', `iniciando ${count} procesos de la API`, { workers: count });
  for (let i = 0; i < count; i++) fork();
}
