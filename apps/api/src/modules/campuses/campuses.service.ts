import { EDITOR_MESSAGES as M } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { PageRequest } from '../../db/paging.ts';
import type { ConstraintRules } from '../../lib/constraint-errors.ts';
import { editableRows } from '../../lib/editable-rows.ts';
import { notFound } from '../../lib/errors.ts';
import { campusesRepository } from './campuses.repository.ts';

/** An unknown city is a 400 on its field. */
const RULES: ConstraintRules = {
  foreignKeys: { campuses_city_id_cities_id_fk: { path: 'cityId', message: M.cityNotFound } },
};

/** Campuses: anyone signed in reads one; admins list, create, replace and delete them (with their degrees). */
export function campusesService(db: DbOrTx) {
  const repo = campusesRepository(db);
  return {
    ...editableRows(repo, RULES, () => notFound(M.campusMissing)),
    list: (query: PageRequest & { search?: string }) => repo.list(query),
  };
}
