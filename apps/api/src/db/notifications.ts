import pg from 'pg';

/** What a listener hears on its channel, and when it can and cannot trust what it heard. */
export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onMessage(payload: string): void;
  /** LISTEN is in place: from now on no notification is missed. */
  onReady(): void;
  /** The connection is gone: notifications may be missed until onReady is called again. */
  onLost(): void;
}

export interface ChannelLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a PostgreSQL channel over a connection of its own (a pooled connection can't keep a
 * LISTEN). When the connection drops (a database restart, a network cut) it calls onLost and
 * reconnects with backoff; onReady again once it listens. Answers a function that stops it.
 */
export function listenToChannel(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
  log: ChannelLogger,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (err?: Error & { code?: string }) => {
    if (err) log.warn({ event: 'db_listen_lost', channel, code: err.code, message: err.message }, 'listen lost');
    handlers.onLost();
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    if (!stopped && !timer) {
      timer = setTimeout(connect, retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    }
  };

  async function connect() {
    timer = undefined;
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client = next;
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client !== next || stopped) return;
      retryMs = RETRY_MIN_MS;
      handlers.onReady();
    } catch (err) {
      if (client === next) lost(err as Error);
    }
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const last = client;
    client = undefined;
    handlers.onLost();
    await last?.end().catch(() => {});
  };
}
