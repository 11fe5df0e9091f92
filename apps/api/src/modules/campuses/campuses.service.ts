import { EDITOR_MESSAGES as M } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import type { ConstraintRules } from '../../lib/constraint-errors.ts';
import { editableRows } from '../../lib/editable-rows.ts';
import { notFound } from '../../lib/errors.ts';
import { campusesRepository, type CampusListFilters } from './campuses.repository.ts';

/** An unknown city is a 400 on its field. */
const RULES: ConstraintRules = {
  foreignKeys: { campuses_city_id_cities_id_fk: { path: 'cityId', message: M.cityNotFound } },
};

/** Campuses: anyone signed in reads and lists them; admins create, replace and delete them (with their degrees). */
export function campusesService({ work }: ServiceContext) {
  const repo = campusesRepository(work.db);
  return {
    ...editableRows(work, 'campus', campusesRepository, RULES, () => notFound(M.campusMissing)),
    list: (query: CampusListFilters) => repo.list(query),
  };
}
