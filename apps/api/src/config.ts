import { z } from 'zod';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (apps/api/src/.. /..), so paths are the same whatever the working folder. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** `1`/`0` (and true/false…), or the proxies' addresses: `127.0.0.1,10.0.0.0/8,::1`. */
const trustProxy = z.string().transform((v, ctx): boolean | string[] => {
  const asFlag = flag.safeParse(v.trim().toLowerCase());
  if (asFlag.success) return asFlag.data;
  const list = v.split(',').map((s) => s.trim());
  const valid = (entry: string) => {
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address ?? '');
    if (!family || rest.length) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
  };
  if (list.length && list.every(valid)) return list;
  ctx.addIssue({
    code: 'custom',
    message: 'debe ser 1, 0 o una lista de direcciones IP o redes (CIDR) separadas por comas',
  });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres://')
    .optional(),
  DATA_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  SEED_DEMO: flag.optional(),
  PUBLIC_URL: z.url().optional(),
  UPLOADS_DIR: z.string().optional(),
  REDIS_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOGIN_MAX_FAILS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILS_PER_IP: z.coerce.number().int().min(1).default(20),
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).default(300),
  REFRESH_MAX_PER_IP: z.coerce.number().int().min(1).default(600),
  PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(30),
  PASSWORD_CHANGE_MAX_FAILS: z.coerce.number().int().min(1).default(5),
  SCHOOL_CHANGE_MAX_PER_USER: z.coerce.number().int().min(1).default(10),
  WEB_DIST_DIR: z.string().optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  TRUST_PROXY: trustProxy.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'debe empezar con smtp:// o smtps:// (smtp://usuario:contraseña@servidor:587)')
    .optional(),
  MAIL_FROM: z.string().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret?: string;
  seedDemo: boolean;
  publicUrl?: string;
  uploadsDir: string;
  redisUrl?: string;
  logLevel: string;
  /**
   * `pretty` (pino-pretty: one readable, coloured line per event) or `json` (one JSON object per
   * line, for log collectors); `auto` is pretty when stdout is a terminal. Redacted either way.
   */
  logFormat: 'json' | 'pretty' | 'auto';
  /** Prometheus metrics at HOST:METRICS_PORT/metrics (ops/metrics.ts); off without it. */
  metricsPort?: number;
  webDistDir: string;
  production: boolean;
  /** On SIGTERM/SIGINT: longest wait for the requests in flight before exiting with 1. */
  shutdownDrainMs: number;
  /** API processes on PostgreSQL (WEB_CONCURRENCY); the embedded database allows only one. */
  workers: number;
  /**
   * Behind a TLS proxy: believe its X-Forwarded-For/-Proto (client address for limits and logs,
   * https for Secure cookies and HSTS). true trusts any peer; a list trusts only those addresses.
   */
  trustProxy: boolean | string[];
  mail: MailConfig;
  limits: {
    loginFailsPerAccount: number;
    loginFailsPerIp: number;
    signupsPerIp: number;
    refreshesPerIp: number;
    /** Reset links one e-mail may ask for in an hour. */
    passwordResetsPerEmail: number;
    /** Reset requests (and confirmations) one address may send in an hour. */
    passwordResetsPerIp: number;
    /** Wrong current passwords a user may give in 15 minutes when changing it. */
    passwordChangeFails: number;
    /** Changes of school or semester (each may try an orienter key) one student may send in an hour. */
    schoolChangesPerUser: number;
    /** Guardian e-mails one orienter (or admin) may resend in an hour (fixed: no variable). */
    guardianResendsPerUser: number;
    /** Reads and answers of guardian links one address may send in an hour (fixed: no variable). */
    guardianConsentsPerIp: number;
    /** Family sign-in links one e-mail may ask for in an hour, known or not (fixed: no variable). */
    familyLinksPerEmail: number;
    /** Family sign-in links, and their exchanges for a session, one address may ask for in an hour (fixed). */
    familyLinksPerIp: number;
  };
}

/** Limits with no variable of their own (docs/decisions.md, «Consentimiento»). */
const GUARDIAN_RESENDS_PER_USER = 30;
const GUARDIAN_CONSENTS_PER_IP = 120;
const FAMILY_LINKS_PER_EMAIL = 5;
const FAMILY_LINKS_PER_IP = 60;

/** How e-mail leaves (modules/mail): through SMTP_URL, or into `<DATA_DIR>/outbox/` without it. */
export interface MailConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
  smtpUrl?: string;
  /** The sender: MAIL_FROM, or «Toca la Puerta» at the public address's host. */
  from: string;
  /** Without SMTP_URL: one `.eml` file per message. */
  outboxDir: string;
  /** Where the links of a message point: PUBLIC_URL, or this server's own address. */
  publicUrl: string;
}

/** PUBLIC_URL without its trailing slash, or the address this server listens on. */
function publicBase(publicUrl: string | undefined, host: string, port: number): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const local = ['0.0.0.0', '::'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${local}:${port}`;
}

/** The domain of the default sender: PUBLIC_URL's host name, `localhost` without one (or for an IP). */
function senderDomain(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : '';
  return host && !net.isIP(host.replace(/^\[|\]$/g, '')) ? host : 'localhost';
}

export class ConfigError extends Error {}

/**
 * `jwtSecret: false` for the tools that sign no token (db:migrate, db:bootstrap, admin:create):
 * they work on PostgreSQL without JWT_SECRET. The server always needs it there.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: { jwtSecret?: boolean } = {}): AppConfig {
  // An empty variable counts as unset (`DATABASE_URL= npm start` means the embedded database).
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL && !e.JWT_SECRET && opts.jwtSecret !== false) {
    throw new ConfigError('Configuración inválida:\n  JWT_SECRET: es obligatorio cuando se usa DATABASE_URL');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(
      'Configuración inválida:\n  METRICS_PORT: debe ser distinto de PORT (las métricas no van en el puerto público)',
    );
  }
  const dataDir = path.resolve(ROOT_DIR, e.DATA_DIR ?? 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    uploadsDir: path.resolve(ROOT_DIR, e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? 'auto',
    metricsPort: e.METRICS_PORT,
    webDistDir: path.resolve(ROOT_DIR, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    production: e.NODE_ENV === 'production',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    workers: e.DATABASE_URL ? e.WEB_CONCURRENCY : 1,
    trustProxy: e.TRUST_PROXY ?? false,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Toca la Puerta <no-responder@${senderDomain(e.PUBLIC_URL)}>`,
      outboxDir: path.join(dataDir, 'outbox'),
      publicUrl: publicBase(e.PUBLIC_URL, e.HOST, e.PORT),
    },
    limits: {
      loginFailsPerAccount: e.LOGIN_MAX_FAILS_PER_ACCOUNT,
      loginFailsPerIp: e.LOGIN_MAX_FAILS_PER_IP,
      signupsPerIp: e.SIGNUP_MAX_PER_IP,
      refreshesPerIp: e.REFRESH_MAX_PER_IP,
      passwordResetsPerEmail: e.PASSWORD_RESET_MAX_PER_EMAIL,
      passwordResetsPerIp: e.PASSWORD_RESET_MAX_PER_IP,
      passwordChangeFails: e.PASSWORD_CHANGE_MAX_FAILS,
      schoolChangesPerUser: e.SCHOOL_CHANGE_MAX_PER_USER,
      guardianResendsPerUser: GUARDIAN_RESENDS_PER_USER,
      guardianConsentsPerIp: GUARDIAN_CONSENTS_PER_IP,
      familyLinksPerEmail: FAMILY_LINKS_PER_EMAIL,
      familyLinksPerIp: FAMILY_LINKS_PER_IP,
    },
  };
}
