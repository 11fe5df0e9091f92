import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (term: string) => `%${escapeLike(term)}%`;

/**
 * The column contains the term, ignoring case and accents ("queretaro" finds "Querétaro"). The
 * trigram index on `f_unaccent(column)` (migration 0004) serves it. Every term here comes as the
 * lists' query schemas leave it (searchQuery, normalizeSearch of @tlp/shared/search): nothing in
 * this file trims or changes it again.
 */
export function containsIgnoringAccents(column: AnyColumn, term: string): SQL {
  return sql`f_unaccent(${column}) ilike f_unaccent(${likePattern(term)})`;
}

/**
 * A test the planner weighs as a coin toss: it guesses that a long pattern matches almost nothing,
 * and then reads every row of a list to sort them rather than walking its index in order (which
 * finds a page sooner). As a CASE, its guess is the one of the search the list already had.
 */
const plannerNeutral = (test: SQL) => sql`(case when ${test} then true else false end)`;

/**
 * A stored search key (a generated column holding nameKey of a name: lower case, without accents)
 * contains the term. The term is reduced the same way in the statement, a constant the planner
 * folds, so the key's trigram index serves it and each row found is rechecked against the stored
 * text: no name is unaccented per row (which cost most of a search finding thousands of names).
 */
export function keyContains(key: AnyColumn, term: string): SQL {
  return sql`${key} like lower(f_unaccent(${likePattern(term)}))`;
}

/**
 * Whether the stored search key starts with the term (`starts`), or is the term (`isTerm`), with
 * the term reduced as in keyContains. A key that starts with the term contains it: the degree
 * list counts the first tiers among the keys that contain it. Each test is planner-neutral.
 */
export function keyLeadingMatch(key: AnyColumn, term: string): { starts: SQL; isTerm: SQL } {
  return {
    starts: plannerNeutral(sql`${key} like lower(f_unaccent(${`${escapeLike(term)}%`}))`),
    isTerm: plannerNeutral(sql`${key} = lower(f_unaccent(${term}))`),
  };
}

export interface OwnAndParent {
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

/** The ids of the parents (a degree's campuses) whose name contains the term. */
export function parentMatches(term: string, parent: OwnAndParent['parent']): SQL {
  return sql`select ${parent.id} from ${parent.id.table} where ${containsIgnoringAccents(parent.name, term)}`;
}

/** The row's own name, or its parent's, contains the term (see ownOrParentRows). */
export function ownOrParentContains(term: string, place: OwnAndParent): SQL {
  return sql`${place.own.id} in (${ownOrParentRows(term, place, { columns: place.own.id })})`;
}
