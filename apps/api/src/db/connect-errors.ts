/**
 * Why a PostgreSQL connection could not be made, said in one line for whoever set DATABASE_URL:
 * the server at start and the tools (db:migrate, db:bootstrap, db:reset, admin:create). Never
 * shows the password.
 */

/** DATABASE_URL without its password (nor any `password` parameter): safe to print and log. */
export function safeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    for (const key of [...u.searchParams.keys()]) if (/pass/i.test(key)) u.searchParams.delete(key);
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

/** Host, port, database and user of a connection string, as node-postgres reads them. */
export function databaseUrlParts(url: string): { host: string; port: string; database: string; user: string } {
  try {
    const u = new URL(url);
    const host = u.searchParams.get('host') ?? (u.hostname.replace(/^\[|\]$/g, '') || 'localhost');
    return {
      host,
      port: u.port || '5432',
      database: decodeURIComponent(u.pathname.slice(1)) || decodeURIComponent(u.username),
      user: decodeURIComponent(u.username),
    };
  } catch {
    return { host: '?', port: '?', database: '?', user: '?' };
  }
}

/** Every error in a chain: `cause` (Drizzle wraps driver errors) and AggregateError members. */
function chain(err: unknown): Array<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  const out: Array<{ code?: unknown; message?: unknown }> = [];
  while (queue.length && seen.size < 16) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    out.push(e as { code?: unknown; message?: unknown });
    queue.push((e as { cause?: unknown }).cause);
    const members = (e as { errors?: unknown }).errors;
    if (Array.isArray(members)) queue.push(...members);
  }
  return out;
}

/**
 * The cause of a failed connection in Spanish (without DATABASE_URL and the address), or undefined
 * when the error is not about connecting (a bug, a failed migration): that one is not hidden.
 */
export function connectFailure(err: unknown, url: string): string | undefined {
  const { host, port, database, user } = databaseUrlParts(url);
  const where = `${host}:${port}`;
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    switch (code) {
      case '3D000':
        return `la base de datos "${database}" no existe`;
      case '28P01':
        return `contraseña incorrecta para el usuario "${user}"`;
      case '28000':
        return `el servidor no acepta al usuario "${user}" (${message || 'sin permiso'})`;
      case '42501':
        return `el usuario "${user}" no tiene permiso de conectarse a "${database}"`;
      case '57P03':
        return `el servidor ${where} no acepta conexiones todavía (está arrancando o apagándose)`;
      case '53300':
        return `el servidor ${where} tiene demasiadas conexiones abiertas`;
      case 'ECONNREFUSED':
        return `el servidor ${where} rechazó la conexión (¿está encendido PostgreSQL?)`;
      case 'ENOTFOUND':
        return `no se encontró el servidor "${host}"`;
      case 'EAI_AGAIN':
        return `no se pudo resolver el nombre "${host}" (el DNS no respondió)`;
      case 'ETIMEDOUT':
        return `el servidor ${where} no respondió`;
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return `no hay ruta de red hasta ${where}`;
      case 'ECONNRESET':
        return `el servidor ${where} cerró la conexión`;
    }
    if (/^timeout exceeded when trying to connect$|due to connection timeout/.test(message)) {
      return `el servidor ${where} no respondió a tiempo`;
    }
    if (/SSL/.test(message) && !code) return `no se pudo conectar a ${where} por SSL: ${message}`;
    if (/^08/.test(code)) return `no se pudo conectar a ${where}: ${message}`;
  }
  return undefined;
}

/** The one line a start or a tool ends with when it cannot connect: names DATABASE_URL, no password. */
export function connectFailureLine(err: unknown, url: string): string | undefined {
  const cause = connectFailure(err, url);
  return cause && `DATABASE_URL: ${cause} (${safeDatabaseUrl(url)})`;
}
