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

/**
 * A test the planner weighs as a coin toss: it guesses that a long pattern matches almost nothing,
 * and then reads every row of a list to sort them rather than walking its index in order (which
 * finds a page sooner). As a CASE, its guess is the one of the search the list already had.
 */
const plannerNeutral = (test: SQL) => sql`(case when ${test} then true else false end)`;

/** Each letter with the accented forms that unaccent reads as it. */
const ACCENTED_FORMS: Record<string, string> = {
  a: 'aáàâäãå',
  c: 'cç',
  e: 'eéèêë',
  i: 'iíìîï',
  n: 'nñ',
  o: 'oóòôöõø',
  u: 'uúùûü',
  y: 'yýÿ',
};

/**
 * Whether the column, as stored, starts with the term (`starts`), or is the term (`isTerm`),
 * ignoring case and accents, read without unaccenting it: a regular expression matched with `~*`
 * in which each letter of the term also stands for its accented forms ('medicina' is
 * '^m[eéèêë]d[iíìîï]…'), each part one character, so a text that matches and is as long as the
 * term is the term. It sorts the matches a trigram search already found (the tier of each name)
 * with one anchored match a row, instead of a second unaccent of each name. Each form in
 * ACCENTED_FORMS is one that unaccent reads as its letter: a text that starts with the term this
 * way also contains it for containsIgnoringAccents (the degree list counts on it).
 */
export function leadingMatch(column: AnyColumn, term: string): { starts: SQL; isTerm: SQL } {
  const letters = [...term.normalize('NFD').replace(/\p{M}/gu, '')];
  const parts = letters.map((c) => {
    const forms = ACCENTED_FORMS[c.toLowerCase()];
    if (forms) return `[${forms}]`;
    return /[\p{L}\p{N}]/u.test(c) ? c : `\\${c}`;
  });
  const starts = sql`${column} ~* ${`^${parts.join('')}`}`;
  return {
    starts: plannerNeutral(starts),
    isTerm: plannerNeutral(sql`char_length(${column}) = ${letters.length} and ${starts}`),
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

/**
 * The same test row by row, for a scan that already walks a narrow range in its order (one area of
 * the degree list, from its index): the parent's matches are read once, as a hashed set, and the
 * scan stops as soon as it has its page.
 */
export function ownOrParentMatches(term: string, { own, parent }: OwnAndParent): SQL {
  return sql`(${containsIgnoringAccents(own.name, term)} or ${own.parentId} in (${parentMatches(term, parent)}))`;
}
