import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The column contains the term, ignoring case and accents ("queretaro" finds "Querétaro"). The
 * trigram index on `f_unaccent(column)` (migration 0004) serves it. Every term here comes as the
 * lists' query schemas leave it (searchQuery, normalizeSearch of @tlp/shared/search): nothing in
 * this file trims or changes it again.
 */
export function containsIgnoringAccents(column: AnyColumn, term: string): SQL {
  return sql`f_unaccent(${column}) ilike f_unaccent(${likePattern(term)})`;
}

interface OwnAndParent {
  own: { id: AnyColumn; name: AnyColumn; parentId: AnyColumn };
  parent: { id: AnyColumn; name: AnyColumn };
}

/** What to read of the rows found: their `columns`, of the rows that also meet `where`. */
interface RowSelection {
  columns: SQL | AnyColumn;
  where?: SQL;
}

/** The selected columns of `own`'s table for the rows that meet the condition (and the selection's `where`). */
function selectRows(own: OwnAndParent['own'], { columns, where }: RowSelection, condition: SQL): SQL {
  const also = where ? sql` and ${where}` : sql``;
  return sql`select ${columns} from ${own.id.table} where ${condition}${also}`;
}

/**
 * The `columns` of the rows (of `own`'s table, also meeting `where`) whose own name, or whose
 * parent's (a campus's city, a degree's campus), contains the term. Each side is one trigram index
 * scan, joined by UNION (which drops a row both find): an OR across the join could use neither index.
 */
export function ownOrParentRows(term: string, { own, parent }: OwnAndParent, rows: RowSelection): SQL {
  return sql`${selectRows(own, rows, containsIgnoringAccents(own.name, term))}
    union
    ${selectRows(own, rows, sql`${own.parentId} in (${parentMatches(term, parent)})`)}`;
}

function parentMatches(term: string, parent: OwnAndParent['parent']): SQL {
  return sql`select ${parent.id} from ${parent.id.table} where ${containsIgnoringAccents(parent.name, term)}`;
}

/**
 * The same rows as ownOrParentRows, as two disjoint sets joined by UNION ALL: the rows of a
 * matching parent (read from the index on the parent key, however many), then the rows that match
 * by their own name alone. Counting them needs no pass to drop duplicates: a search that matches
 * thousands of rows (every degree of the campuses named "… México …") counts them in one index
 * scan each, not by hashing every row found.
 */
export function ownOrParentDisjointRows(term: string, { own, parent }: OwnAndParent, rows: RowSelection): SQL {
  const parents = parentMatches(term, parent);
  return sql`${selectRows(own, rows, sql`${own.parentId} in (${parents})`)}
    union all
    ${selectRows(own, rows, sql`${containsIgnoringAccents(own.name, term)} and ${own.parentId} not in (${parents})`)}`;
}

/** The row's own name, or its parent's, contains the term (see ownOrParentRows). */
export function ownOrParentContains(term: string, place: OwnAndParent): SQL {
  return sql`${place.own.id} in (${ownOrParentRows(term, place, { columns: place.own.id })})`;
}

/**
 * The same test row by row, for a scan that already walks a narrow range in its order (one area of
 * the degree list, from its index): the parent's matches are read once, as a hashed set, and the
 * scan stops as soon as it has its page.
 */
export function ownOrParentMatches(term: string, { own, parent }: OwnAndParent): SQL {
  return sql`(${containsIgnoringAccents(own.name, term)} or ${own.parentId} in (${parentMatches(term, parent)}))`;
}
