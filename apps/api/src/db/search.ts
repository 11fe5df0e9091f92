import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (term: string) => `%${escapeLike(term)}%`;

/**
 * The column contains the term, ignoring case and accents ("queretaro" finds "Querétaro"), the
 * column unaccented on each row (cities' trigram index on `f_unaccent(name)`, migration 0004,
 * serves them; a long list keeps a stored search key instead, keyContains). Every term here comes as the
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

/** A name to search: its stored search key (keyContains), or the name itself for a short list (cities). */
type Named = { key: AnyColumn } | { name: AnyColumn };

const nameContains = (named: Named, term: string) =>
  'key' in named ? keyContains(named.key, term) : containsIgnoringAccents(named.name, term);

export interface OwnAndParent {
  own: { key: AnyColumn; parentId: AnyColumn };
  parent: { id: AnyColumn } & Named;
}

/** The ids of the parents (a degree's campuses, a place's cities) whose name contains the term. */
export function parentMatches(term: string, parent: OwnAndParent['parent']): SQL {
  return sql`select ${parent.id} from ${parent.id.table} where ${nameContains(parent, term)}`;
}

/**
 * The row's own name (its stored search key), or its parent's (a place's city), contains the term.
 * The parents are found once, before the rows (an array of their ids), so each row costs one
 * comparison of stored text and one of its parent's id: one pass over the rows, or one bitmap of
 * the key's trigram index and the parent's index together, with no second scan to join.
 */
export function ownOrParentContains(term: string, { own, parent }: OwnAndParent): SQL {
  return sql`(${keyContains(own.key, term)} or ${own.parentId} = any(array(${parentMatches(term, parent)})))`;
}
