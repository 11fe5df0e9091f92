import { asc, desc, eq, sql } from 'drizzle-orm';
import type { LabourCsvRow } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { fieldFigures, fieldsOfStudy } from './labour-market.schema.ts';
import { figuresColumns } from './labour-market.queries.ts';

export function labourMarketRepository(db: DbOrTx) {
  return {
    /** Every field of study, by code. */
    fields: () =>
      db
        .select({ id: fieldsOfStudy.id, code: fieldsOfStudy.code, name: fieldsOfStudy.name })
        .from(fieldsOfStudy)
        .orderBy(asc(fieldsOfStudy.code)),

    /** Every field's figures, by field code, the latest year first. */
    figures: () =>
      db
        .select({ field_id: fieldFigures.fieldId, ...figuresColumns })
        .from(fieldFigures)
        .innerJoin(fieldsOfStudy, eq(fieldsOfStudy.id, fieldFigures.fieldId))
        .orderBy(asc(fieldsOfStudy.code), desc(fieldFigures.year)),

    /**
     * Writes the rows of an import: each field by its code (added when new, its name as the file
     * says), then each field's year of figures (replaced when it was there, examples included).
     * Two statements, whatever the number of rows.
     */
    async import(rows: readonly LabourCsvRow[]): Promise<number> {
      const names = new Map(rows.map((r) => [r.code, r.name]));
      const fields = await db
        .insert(fieldsOfStudy)
        .values([...names].map(([code, name]) => ({ code, name })))
        .onConflictDoUpdate({ target: fieldsOfStudy.code, set: { name: sql`excluded.name` } })
        .returning({ id: fieldsOfStudy.id, code: fieldsOfStudy.code });
      const idOf = new Map(fields.map((f) => [f.code, f.id]));
      const written = await db
        .insert(fieldFigures)
        .values(
          rows.map((r) => ({
            fieldId: idOf.get(r.code)!,
            year: r.year,
            monthlyPay: r.monthly_pay,
            unemployment: r.unemployment,
            informality: r.informality,
            returnPublic: r.return_public,
            returnPrivate: r.return_private,
            source: r.source,
            isExample: false,
          })),
        )
        .onConflictDoUpdate({
          target: [fieldFigures.fieldId, fieldFigures.year],
          set: {
            monthlyPay: sql`excluded.monthly_pay`,
            unemployment: sql`excluded.unemployment`,
            informality: sql`excluded.informality`,
            returnPublic: sql`excluded.return_public`,
            returnPrivate: sql`excluded.return_private`,
            source: sql`excluded.source`,
            isExample: false,
            createdAt: sql`now()`,
          },
        })
        .returning({ id: fieldFigures.id });
      return written.length;
    },
  };
}
