import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LabourFigures } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fieldFigures, fieldsOfStudy } from './labour-market.schema.ts';

/** A field's figures of one year, as the API answers them (LabourFigures). */
export const figuresColumns = {
  field: { code: fieldsOfStudy.code, name: fieldsOfStudy.name },
  monthly_pay: fieldFigures.monthlyPay,
  unemployment: fieldFigures.unemployment,
  informality: fieldFigures.informality,
  return_public: fieldFigures.returnPublic,
  return_private: fieldFigures.returnPrivate,
  source: fieldFigures.source,
  year: fieldFigures.year,
  is_example: fieldFigures.isExample,
};

/**
 * The latest year's figures of the field in `fieldId` (a column of the caller's row), as one JSON
 * value (null without field or figures): one index probe on (field_id, year) per row.
 */
export const latestFiguresJson = (fieldId: AnyPgColumn): SQL<LabourFigures | null> => sql`(
  select jsonb_build_object(
    'field', jsonb_build_object('code', f.code, 'name', f.name),
    'monthly_pay', x.monthly_pay, 'unemployment', x.unemployment, 'informality', x.informality,
    'return_public', x.return_public, 'return_private', x.return_private,
    'source', x.source, 'year', x.year, 'is_example', x.is_example)
  from ${fieldFigures} x join ${fieldsOfStudy} f on f.id = x.field_id
  where x.field_id = ${fieldId}
  order by x.year desc
  limit 1)`;

/** The latest year's figures of each of these fields, by field id (fields without figures are absent). */
export async function latestFiguresByField(db: DbOrTx, fieldIds: number[]): Promise<Map<number, LabourFigures>> {
  if (!fieldIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([fieldFigures.fieldId], { fieldId: fieldFigures.fieldId, ...figuresColumns })
    .from(fieldFigures)
    .innerJoin(fieldsOfStudy, eq(fieldsOfStudy.id, fieldFigures.fieldId))
    .where(inArray(fieldFigures.fieldId, fieldIds))
    .orderBy(fieldFigures.fieldId, desc(fieldFigures.year));
  return new Map(rows.map(({ fieldId, ...figures }) => [fieldId, figures]));
}
