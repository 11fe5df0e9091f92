import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
/** Fastify's logger when it is pino (logging on): it tells which levels it writes. */
type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger (`request.log`) that becomes a pino child of the app's logger on its first
 * line at an enabled level, and never before. Making the child serialises its bindings (the
 * request id) through the redaction of every wildcard path (lib/log-options.ts): 2–4 % of the CPU
 * of a request that, at the default level, logs nothing at all. The line it writes is the same
 * as the child's, bindings and redaction included.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: Logger;
  readonly #bindings: Bindings;

  constructor(parent: Logger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  #write(level: Level, args: unknown[]): void {
    if (!this.#child && !this.#parent.isLevelEnabled(level)) return;
    const child = this.#real();
    (child[level] as (...a: unknown[]) => void).apply(child, args);
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a RequestLogger for each request. A route with its own log
 * level (child options), or a logger that is not pino (logging off), gets the usual child.
 */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const pinoLogger = logger as Partial<Logger>;
  if (typeof pinoLogger.isLevelEnabled !== 'function' || Object.keys(options).length > 0) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(logger as Logger, bindings);
}
