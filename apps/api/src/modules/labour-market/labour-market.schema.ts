import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, ref } from '../../db/schema/columns.ts';

/**
 * Fields of study of INEGI's CMPE 2016 (Clasificación Mexicana de Programas de Estudio por campos
 * de formación académica) by code: migration 0025 adds the common ones, an import adds any other
 * it names. A degree belongs to one (degrees.field_id).
 */
export const fieldsOfStudy = pgTable(
  'fields_of_study',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    unique('fields_of_study_code_key').on(t.code),
    check('fields_of_study_code_check', sql`${t.code} ~ '^[0-9]{2,4}$'`),
  ],
);

const percent = (name: string) => numeric(name, { precision: 6, scale: 2, mode: 'number' }).notNull();

/**
 * What graduates of a field earn a month (pesos), their unemployment and informality (%), and the
 * return of studying it at a public or a private university (%), one row per field and year.
 * `is_example` marks the demo's figures, which are not official.
 */
export const fieldFigures = pgTable(
  'field_figures',
  {
    id: serial('id').primaryKey(),
    fieldId: ref('field_id', () => fieldsOfStudy.id, 'cascade'),
    year: integer('year').notNull(),
    monthlyPay: integer('monthly_pay').notNull(),
    unemployment: percent('unemployment'),
    informality: percent('informality'),
    returnPublic: percent('return_public'),
    returnPrivate: percent('return_private'),
    source: text('source').notNull(),
    isExample: boolean('is_example').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per field and year; a field's latest year is the first under this key read backwards.
    unique('field_figures_field_year_key').on(t.fieldId, t.year),
    check('field_figures_year_check', sql`${t.year} between 2000 and 2100`),
    check('field_figures_pay_check', sql`${t.monthlyPay} between 0 and 1000000`),
    check('field_figures_rates_check', sql`${t.unemployment} between 0 and 100 and ${t.informality} between 0 and 100`),
  ],
);
