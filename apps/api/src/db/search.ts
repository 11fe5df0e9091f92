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
 * The rows whose own name (its stored search key) or whose parent's (a place's city) contains the
 * term, as two disjoint conditions: the key contains it; or the parent's does and the key does
 * not. Each is one index scan (the key's trigrams; the parent's key, its matching ids found first),
 * so a list reads its matches, not every row: joined by OR in one pass, a rare term read all
 * 10,000 campuses (7 ms) where the two scans take 1.
 */
export function ownOrParentArms(term: string, { own, parent }: OwnAndParent): [SQL, SQL] {
  const ownMatch = keyContains(own.key, term);
  return [ownMatch, sql`${own.parentId} = any(array(${parentMatches(term, parent)})) and not (${ownMatch})`];
}
