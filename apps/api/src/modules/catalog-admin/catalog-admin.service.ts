import { EDITOR_MESSAGES as M, ERRORS, type CampusBody, type DegreeBody } from '@tlp/shared';
import type { Db } from '../../db/client.ts';
import {
  AppError,
  notFound,
  pgCode,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
  validationError,
} from '../../lib/errors.ts';
import { campusesRepository } from '../campuses/campuses.repository.ts';
import { degreesRepository } from '../degrees/degrees.repository.ts';
import { catalogAdminRepository } from './catalog-admin.repository.ts';

/** Which body field a foreign key of the schema checks, and what to tell the user. */
const FOREIGN_KEYS: Record<string, { path: string; message: string }> = {
  campuses_city_id_cities_id_fk: { path: 'cityId', message: M.cityNotFound },
  degrees_campus_id_campuses_id_fk: { path: 'campusId', message: M.campusNotFound },
  degrees_area_id_areas_id_fk: { path: 'areaId', message: M.areaNotFound },
};

function constraintOf(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The database is the judge of references and uniqueness (no read-then-write race): an unknown
 * city, area or campus is a 400 on that field, a second degree of that name on a campus a 409.
 */
async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const code = pgCode(err);
    const constraint = constraintOf(err);
    const fk = constraint ? FOREIGN_KEYS[constraint] : undefined;
    if (code === PG_FOREIGN_KEY_VIOLATION && fk) throw validationError([fk]);
    if (code === PG_UNIQUE_VIOLATION && constraint === 'degrees_campus_name_key') {
      const { status, message } = ERRORS.DuplicatedDegree;
      throw new AppError(status, 'DuplicatedDegree', message, [{ path: 'name', message }]);
    }
    throw err;
  }
}

export function catalogAdminService(db: Db) {
  const repo = catalogAdminRepository(db);
  const campusRead = async (id: number) => {
    const row = await campusesRepository(db).find(id);
    if (!row) throw notFound(M.campusMissing);
    return row;
  };
  const degreeRead = async (id: number) => {
    const row = await degreesRepository(db).find(id);
    if (!row) throw notFound(M.degreeMissing);
    return row;
  };

  return {
    async createCampus(body: CampusBody) {
      return campusRead(await write(() => repo.createCampus(body)));
    },
    async updateCampus(id: number, body: CampusBody) {
      if (!(await write(() => repo.updateCampus(id, body)))) throw notFound(M.campusMissing);
      return campusRead(id);
    },
    async deleteCampus(id: number) {
      if (!(await repo.deleteCampus(id))) throw notFound(M.campusMissing);
    },
    async createDegree(body: DegreeBody) {
      return degreeRead(await write(() => repo.createDegree(body)));
    },
    async updateDegree(id: number, body: DegreeBody) {
      if (!(await write(() => repo.updateDegree(id, body)))) throw notFound(M.degreeMissing);
      return degreeRead(id);
    },
    async deleteDegree(id: number) {
      if (!(await repo.deleteDegree(id))) throw notFound(M.degreeMissing);
    },
  };
}
