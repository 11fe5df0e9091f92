import { EDITOR_MESSAGES as M } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { ConstraintRules } from '../../lib/constraint-errors.ts';
import { editableRows } from '../../lib/editable-rows.ts';
import { notFound } from '../../lib/errors.ts';
import { campusesRepository, type CampusListFilters } from './campuses.repository.ts';

/** An unknown city is a 400 on its field. */
const RULES: ConstraintRules = {
  foreignKeys: { campuses_city_id_cities_id_fk: { path: 'cityId', message: M.cityNotFound } },
};

/** Campuses: anyone signed in reads and lists them; admins create, replace and delete them (with their degrees). */
export function campusesService(db: DbOrTx) {
  const repo = campusesRepository(db);
  return {
    ...editableRows(repo, RULES, () => notFound(M.campusMissing)),
    list: (query: CampusListFilters) => repo.list(query),
  };
}
