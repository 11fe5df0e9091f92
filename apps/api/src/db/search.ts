import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Any of the columns contains the term, ignoring case and accents ("queretaro" finds "Querétaro"). */
export function accentInsensitiveContains(columns: AnyColumn[], term: string): SQL | undefined {
  const pattern = likePattern(term);
  return or(...columns.map((c) => sql`unaccent(${c}) ilike unaccent(${pattern})`));
}
