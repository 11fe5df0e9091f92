import { CATALOG_MESSAGES, EDITOR_MESSAGES as M, type CampusBody } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ConstraintRules } from '../../lib/constraint-errors.ts';
import { editableRows } from '../../lib/editable-rows.ts';
import { found, notFound, validationError } from '../../lib/errors.ts';
import { cityState } from '../catalog/catalog.queries.ts';
import { campusRepresentatives } from '../users/users.queries.ts';
import { campusPlace } from './campuses.queries.ts';
import { campusesRepository, type CampusListFilters } from './campuses.repository.ts';

/** An unknown city is a 400 on its field. */
const RULES: ConstraintRules = {
  foreignKeys: { campuses_city_id_cities_id_fk: { path: 'cityId', message: M.cityNotFound } },
};

/** A new campus, or one moved, goes to a city still offered; a campus keeps its own retired city. */
async function assertCity(db: DbOrTx, body: CampusBody, current: { city_id: number } | undefined) {
  if (body.cityId === current?.city_id) return;
  if ((await cityState(db, body.cityId)) === 'retired') {
    throw validationError([{ path: 'cityId', message: CATALOG_MESSAGES.cityRetired }]);
  }
}

/**
 * Campuses: anyone signed in reads and lists them; admins create, replace and delete them (with
 * their degrees) and see who represents each one.
 */
export function campusesService({ work }: ServiceContext) {
  const repo = campusesRepository(work.db);
  return {
    ...editableRows(work, 'campus', campusesRepository, RULES, () => notFound(M.campusMissing), assertCity),
    list: (query: CampusListFilters) => repo.list(query),

    /** The campus's representatives (admins remove them as any user); 404 for an unknown campus. */
    async representatives(campusId: number) {
      found(await campusPlace(work.db, campusId), () => notFound(M.campusMissing));
      return campusRepresentatives(work.db, campusId);
    },
  };
}
