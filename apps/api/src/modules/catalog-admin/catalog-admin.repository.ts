import { eq } from 'drizzle-orm';
import type { CampusBody, DegreeBody } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { campuses, degrees } from '../../db/schema/index.ts';

const campusColumns = (b: CampusBody) => ({
  name: b.name,
  cityId: b.cityId,
  fotoPerfil: b.profilePicture,
  fotoPortada: b.coverPicture,
  video: b.video,
  descripcion: b.description,
  ubicacion: b.location,
  galeria: b.gallery,
});

const degreeColumns = (b: DegreeBody) => ({
  name: b.name,
  campusId: b.campusId,
  areaId: b.areaId,
  descripcion: b.description,
  fotoPerfil: b.profilePicture,
  fotoPortada: b.coverPicture,
  video: b.video,
  pdfPlanEstudios: b.studyPlan,
  pdfBecas: b.pdfBecas,
  galeria: b.gallery,
});

/** Writes of the campus and degree administration; reads are in the campuses and degrees modules. */
export function catalogAdminRepository(db: DbOrTx) {
  return {
    async createCampus(body: CampusBody): Promise<number> {
      const [row] = await db.insert(campuses).values(campusColumns(body)).returning({ id: campuses.id });
      return row!.id;
    },

    /** False when there is no such campus. */
    async updateCampus(id: number, body: CampusBody): Promise<boolean> {
      const rows = await db
        .update(campuses)
        .set(campusColumns(body))
        .where(eq(campuses.id, id))
        .returning({ id: campuses.id });
      return rows.length > 0;
    },

    /** Its degrees go too, and with them favourites and meetings on them (FK cascades). */
    async deleteCampus(id: number): Promise<boolean> {
      const rows = await db.delete(campuses).where(eq(campuses.id, id)).returning({ id: campuses.id });
      return rows.length > 0;
    },

    async createDegree(body: DegreeBody): Promise<number> {
      const [row] = await db.insert(degrees).values(degreeColumns(body)).returning({ id: degrees.id });
      return row!.id;
    },

    async updateDegree(id: number, body: DegreeBody): Promise<boolean> {
      const rows = await db
        .update(degrees)
        .set(degreeColumns(body))
        .where(eq(degrees.id, id))
        .returning({ id: degrees.id });
      return rows.length > 0;
    },

    /** Favourites and meetings on the degree go with it (FK cascades). */
    async deleteDegree(id: number): Promise<boolean> {
      const rows = await db.delete(degrees).where(eq(degrees.id, id)).returning({ id: degrees.id });
      return rows.length > 0;
    },
  };
}
