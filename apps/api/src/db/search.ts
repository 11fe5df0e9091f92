import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The column contains the term, ignoring case and accents ("queretaro" finds "Querétaro"). The
 * trigram index on `f_unaccent(column)` (migration 0004) serves it.
 */
export function containsIgnoringAccents(column: AnyColumn, term: string): SQL {
  return sql`f_unaccent(${column}) ilike f_unaccent(${likePattern(term)})`;
}

/**
 * The row's own name, or its parent's (a campus's city, a degree's campus), contains the term. Each
 * side is one trigram index scan, joined by UNION ALL: an OR across the join could use neither index.
 */
export function ownOrParentContains(
  term: string,
  own: { id: AnyColumn; name: AnyColumn; parentId: AnyColumn },
  parent: { id: AnyColumn; name: AnyColumn },
): SQL {
  return sql`${own.id} in (
    select ${own.id} from ${own.id.table} where ${containsIgnoringAccents(own.name, term)}
    union all
    select ${own.id} from ${own.id.table} where ${own.parentId} in (
      select ${parent.id} from ${parent.id.table} where ${containsIgnoringAccents(parent.name, term)}
    )
  )`;
}
