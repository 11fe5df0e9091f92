// Test support: a redis-server of the test's own (a free port, nothing saved to disk), to stop and
// start again, and a TCP server that accepts connections and never answers.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** Whether the machine has the redis-server binary. */
export const hasRedisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

export interface RedisServer {
  port: number;
  url: string;
  /** Starts it (again, on the same port) and waits until it accepts connections. */
  start(): Promise<void>;
  /** SIGKILL, as a crash: waits for the process to end. */
  kill(): Promise<void>;
}

export function redisServer(port: number): RedisServer {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const proc = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = proc;
      exited = new Promise((resolve) => proc.on('exit', () => resolve()));
      let out = '';
      proc.stdout!.on('data', (d) => (out += d));
      proc.stderr!.on('data', (d) => (out += d));
      const end = Date.now() + 10_000;
      while (!/Ready to accept connections/.test(out)) {
        if (proc.exitCode !== null || Date.now() > end) throw new Error(`redis-server did not start:\n${out}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited;
      child = undefined;
    },
  };
}

/** A server that takes connections and never says a word (a Redis behind a broken proxy). */
export async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
