import { CATALOG_MESSAGES, EDITOR_MESSAGES as M, ERRORS, LABOUR_MESSAGES, type DegreeBody } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ConstraintRules } from '../../lib/constraint-errors.ts';
import { editableRows } from '../../lib/editable-rows.ts';
import { AppError, notFound, validationError } from '../../lib/errors.ts';
import { areaState } from '../catalog/catalog.queries.ts';
import { degreesRepository, type DegreeListFilters } from './degrees.repository.ts';

const degreeNotFound = () => notFound(M.degreeMissing);

/** An unknown campus or area is a 400 on its field; a second degree of that name on a campus a 409. */
const RULES: ConstraintRules = {
  foreignKeys: {
    degrees_campus_id_campuses_id_fk: { path: 'campusId', message: M.campusNotFound },
    degrees_area_id_areas_id_fk: { path: 'areaId', message: M.areaNotFound },
    degrees_field_id_fields_of_study_id_fk: { path: 'fieldId', message: LABOUR_MESSAGES.fieldNotFound },
  },
  unique: {
    degrees_campus_name_key: () => {
      const { status, message } = ERRORS.DuplicatedDegree;
      return new AppError(status, 'DuplicatedDegree', message, [{ path: 'name', message }]);
    },
  },
};

/** A new degree, or one moved, goes to an area still offered; a degree keeps its own retired area. */
async function assertArea(db: DbOrTx, body: DegreeBody, current: { area_id: number } | undefined) {
  if (body.areaId === current?.area_id) return;
  if ((await areaState(db, body.areaId)) === 'retired') {
    throw validationError([{ path: 'areaId', message: CATALOG_MESSAGES.areaRetired }]);
  }
}

/** Degrees: anyone signed in reads them; admins create, replace and delete them (with their favourites and meetings). */
export function degreesService({ work }: ServiceContext) {
  const repo = degreesRepository(work.db);

  /** The degree exists, or a 404. */
  async function assertExists(id: number) {
    if (!(await repo.exists(id))) throw degreeNotFound();
  }

  return {
    ...editableRows(work, 'degree', degreesRepository, RULES, degreeNotFound, assertArea),
    list: (query: DegreeListFilters) => repo.list(query),

    /** Whether the degree is among the student's favourites, and whether they booked a meeting on it. */
    choicesOf: (userId: number, degreeId: number) => repo.preferencesOf(userId, degreeId),

    /** The same, of a degree that must exist (404). */
    async preferencesOf(userId: number, degreeId: number) {
      await assertExists(degreeId);
      return repo.preferencesOf(userId, degreeId);
    },
  };
}
