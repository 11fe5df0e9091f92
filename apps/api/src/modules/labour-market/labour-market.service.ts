import { LABOUR_LIMITS, LABOUR_MESSAGES, readLabourCsv, type CsvRowError } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import { AppError } from '../../lib/errors.ts';
import { labourMarketRepository } from './labour-market.repository.ts';

/** 400 InvalidCsv: the file's problems, each by row and column (the first LABOUR_LIMITS.errorsMax of them). */
export class InvalidCsvError extends AppError {
  readonly errors: CsvRowError[];

  constructor(errors: CsvRowError[]) {
    const message =
      errors.length > LABOUR_LIMITS.errorsMax ? LABOUR_MESSAGES.moreErrors(errors.length) : LABOUR_MESSAGES.invalidCsv;
    super(400, 'InvalidCsv', message);
    this.errors = errors.slice(0, LABOUR_LIMITS.errorsMax);
  }

  override toJSON() {
    return { ...super.toJSON(), errors: this.errors };
  }
}

/**
 * Fields of study and their labour-market figures. An import is all or nothing: every row is
 * checked first, and the file is written in one unit of work with its audit event
 * (`labour_figures.import`: how many rows, fields and which years), or not at all.
 */
export function labourMarketService({ work }: ServiceContext) {
  const repo = labourMarketRepository(work.db);
  return {
    fields: () => repo.fields(),
    figures: () => repo.figures(),

    async import(actorId: number, csv: string) {
      const { rows, errors } = readLabourCsv(csv);
      if (errors.length) throw new InvalidCsvError(errors);
      const imported = await work.run(async (unit) => {
        const n = await labourMarketRepository(unit.db).import(rows);
        await unit.audit({
          actorId,
          action: 'labour_figures.import',
          entity: 'labour_figures',
          entityId: null,
          after: {
            rows: n,
            fields: new Set(rows.map((r) => r.code)).size,
            years: [...new Set(rows.map((r) => r.year))].sort(),
          },
        });
        return n;
      });
      return { imported };
    },
  };
}
