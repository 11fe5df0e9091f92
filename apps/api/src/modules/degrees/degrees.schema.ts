import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DegreeModality, DurationUnit } from '@tlp/shared';
import { createdAt, galleryCheck, mediaColumns, nameKey, ref } from '../../db/schema/columns.ts';
import { campuses } from '../campuses/campuses.schema.ts';
import { areas } from '../catalog/catalog.schema.ts';
import { fieldsOfStudy } from '../labour-market/labour-market.schema.ts';

export const degrees = pgTable(
  'degrees',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    campusId: ref('campus_id', () => campuses.id, 'cascade'),
    areaId: ref('area_id', () => areas.id, 'restrict'),
    ...mediaColumns(),
    pdfPlanEstudios: text('pdf_plan_estudios'),
    pdfBecas: text('pdf_becas'),
    // What a student compares: how it is taught, how long it lasts and what a period costs (MXN).
    modalidad: text('modalidad').$type<DegreeModality>(),
    duracion: integer('duracion'),
    duracionUnidad: text('duracion_unidad').$type<DurationUnit>(),
    costoPeriodo: integer('costo_periodo'),
    /** Its field of study (CMPE), whose labour-market figures the degree shows; null until an admin sets it. */
    fieldId: integer('field_id').references(() => fieldsOfStudy.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * The name as a search compares it, lower case and without accents (nameKey), kept by the
     * database: a search reads it instead of unaccenting each name it finds (db/search.ts).
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => nameKey(degrees.name)),
  },
  (t) => [
    // A campus's degrees, with their area: a search counts the degrees of the campuses whose name
    // matches by area from here alone (200 campuses: 4 ms where the whole index on area took 15).
    index('degrees_campus_idx').on(t.campusId, t.areaId),
    index('degrees_area_idx').on(t.areaId, t.campusId),
    // The degree list's order within an area: a page reads its slice of an area from here.
    index('degrees_area_name_idx').on(t.areaId, t.name, t.id),
    uniqueIndex('degrees_campus_name_key').on(t.campusId, t.name),
    // A search for a part of the name: the trigrams of the stored search name find a rare term;
    // a common one ("ingenieria": half the catalogue) is counted by area and campus from this
    // narrow index alone, 2 ms for 20,000 degrees where the table's wide rows took 11.
    index('degrees_search_name_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('degrees_area_search_idx').on(t.areaId, t.campusId, t.searchName),
    galleryCheck('degrees', t.galeria),
    check('degrees_modalidad_check', sql`${t.modalidad} in ('presencial', 'en_linea', 'mixta')`),
    check(
      'degrees_duracion_check',
      sql`(${t.duracion} is null) = (${t.duracionUnidad} is null) and ${t.duracion} between 1 and 20
        and ${t.duracionUnidad} in ('semestres', 'cuatrimestres', 'anios')`,
    ),
    check('degrees_costo_periodo_check', sql`${t.costoPeriodo} >= 0`),
  ],
);
