// Labour-market figures per field of study (CMPE 2016, INEGI's Clasificación Mexicana de Programas
// de Estudio por campos de formación académica): what graduates of a field earn, how many lack work
// or work informally, and what studying it returns. Admins import them as CSV; a degree shows its
// field's latest year.
import { z } from 'zod';
import { parseCsvRecords } from './csv.ts';

/** The example figures of the demo database: every screen that shows them says so. */
export const EXAMPLE_FIGURES_SOURCE = 'Datos de ejemplo (no oficiales)';
export const EXAMPLE_FIGURES_LABEL = 'Datos de ejemplo';

/** The columns of the import, in order (the header of the CSV). */
export const LABOUR_CSV_COLUMNS = [
  'campo_cmpe',
  'nombre',
  'salario_mensual',
  'desempleo',
  'informalidad',
  'retorno_publica',
  'retorno_privada',
  'fuente',
  'anio',
] as const;
export type LabourCsvColumn = (typeof LABOUR_CSV_COLUMNS)[number];

export const LABOUR_LIMITS = {
  /** Data rows in one import. */
  rowsMax: 2000,
  /** Errors listed in one answer (the rest are counted in its message). */
  errorsMax: 100,
  monthlyPayMax: 1_000_000,
  returnMin: -100,
  returnMax: 1000,
  yearMin: 2000,
  yearMax: 2100,
  nameMax: 120,
  sourceMax: 200,
} as const;

export const LABOUR_MESSAGES = {
  invalidCsv: 'El archivo tiene errores; no se importó ninguna fila',
  empty: 'El archivo no tiene filas de datos',
  tooManyRows: `El archivo tiene más de ${LABOUR_LIMITS.rowsMax} filas de datos`,
  unclosedQuote: 'Una comilla quedó sin cerrar',
  missingColumn: (column: string) => `Falta la columna «${column}»`,
  unknownColumn: (column: string) => `La columna «${column}» no se reconoce`,
  repeatedColumn: (column: string) => `La columna «${column}» está repetida`,
  cellCount: (found: number) => `La fila tiene ${found} columnas; se esperaban ${LABOUR_CSV_COLUMNS.length}`,
  required: 'Este dato es obligatorio',
  code: 'El código CMPE es de 2 a 4 dígitos (p. ej. 0411)',
  name: `El nombre del campo es de 2 a ${LABOUR_LIMITS.nameMax} caracteres`,
  pay: 'El salario mensual es una cantidad entera de pesos, de 0 a 1,000,000',
  percent: 'Escribe un porcentaje de 0 a 100',
  returns: `Escribe un porcentaje de ${LABOUR_LIMITS.returnMin} a ${LABOUR_LIMITS.returnMax}`,
  source: `La fuente es de 2 a ${LABOUR_LIMITS.sourceMax} caracteres`,
  year: `El año es un número de ${LABOUR_LIMITS.yearMin} a ${LABOUR_LIMITS.yearMax}`,
  repeatedRow: (row: number) => `Este campo y año ya están en la fila ${row}`,
  otherName: (row: number) => `Este campo tiene otro nombre en la fila ${row}`,
  fieldNotFound: 'El campo de estudio no existe',
  moreErrors: (n: number) => `El archivo tiene errores (${n} en total); no se importó ninguna fila`,
} as const;

// ── The CSV ─────────────────────────────────────────────────────────────────────────────────

export { parseCsvRecords };

/** One problem of an import, by row of the file (the header is row 1) and column. */
export interface CsvRowError {
  row: number;
  column: string;
  message: string;
}

/** A valid data row of the import. */
export interface LabourCsvRow {
  row: number;
  code: string;
  name: string;
  monthly_pay: number;
  unemployment: number;
  informality: number;
  return_public: number;
  return_private: number;
  source: string;
  year: number;
}

/**
 * A number as spreadsheets write it: '$15,000', '15000', '12.5', '12,5' (a decimal comma), '7 %'.
 * Null when it is not one.
 */
export function parseSpreadsheetNumber(raw: string): number | null {
  let s = raw.trim().replace(/^\$/, '').replace(/%$/, '').replaceAll(' ', '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replaceAll(',', '');
  else if (/^-?\d+,\d+$/.test(s)) s = s.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

type CellCheck = (raw: string) => { value: string | number } | { error: string };

const inRange =
  (min: number, max: number, error: string, whole = false): CellCheck =>
  (raw) => {
    if (!raw.trim()) return { error: LABOUR_MESSAGES.required };
    const n = parseSpreadsheetNumber(raw);
    if (n === null || n < min || n > max || (whole && !Number.isInteger(n))) return { error };
    return { value: whole ? n : round2(n) };
  };

const textOf =
  (max: number, error: string): CellCheck =>
  (raw) => {
    const value = raw.trim();
    if (!value) return { error: LABOUR_MESSAGES.required };
    // eslint-disable-next-line no-control-regex -- a name or a source is one line of text
    return value.length < 2 || value.length > max || /[\u0000-\u001f\u007f]/.test(value) ? { error } : { value };
  };

const CHECKS: Record<LabourCsvColumn, CellCheck> = {
  campo_cmpe: (raw) => {
    const value = raw.trim();
    if (!value) return { error: LABOUR_MESSAGES.required };
    return /^\d{2,4}$/.test(value) ? { value } : { error: LABOUR_MESSAGES.code };
  },
  nombre: textOf(LABOUR_LIMITS.nameMax, LABOUR_MESSAGES.name),
  salario_mensual: inRange(0, LABOUR_LIMITS.monthlyPayMax, LABOUR_MESSAGES.pay, true),
  desempleo: inRange(0, 100, LABOUR_MESSAGES.percent),
  informalidad: inRange(0, 100, LABOUR_MESSAGES.percent),
  retorno_publica: inRange(LABOUR_LIMITS.returnMin, LABOUR_LIMITS.returnMax, LABOUR_MESSAGES.returns),
  retorno_privada: inRange(LABOUR_LIMITS.returnMin, LABOUR_LIMITS.returnMax, LABOUR_MESSAGES.returns),
  fuente: textOf(LABOUR_LIMITS.sourceMax, LABOUR_MESSAGES.source),
  anio: inRange(LABOUR_LIMITS.yearMin, LABOUR_LIMITS.yearMax, LABOUR_MESSAGES.year, true),
};

/** Where each column is in the header, or the header's problems (row 1). */
function readHeader(header: string[]): { at: Record<LabourCsvColumn, number> } | { errors: CsvRowError[] } {
  const names = header.map((h) => h.trim().toLowerCase());
  const errors: CsvRowError[] = [];
  names.forEach((name, i) => {
    if (!(LABOUR_CSV_COLUMNS as readonly string[]).includes(name))
      errors.push({ row: 1, column: header[i]!.trim(), message: LABOUR_MESSAGES.unknownColumn(header[i]!.trim()) });
    else if (names.indexOf(name) !== i)
      errors.push({ row: 1, column: name, message: LABOUR_MESSAGES.repeatedColumn(name) });
  });
  for (const column of LABOUR_CSV_COLUMNS) {
    if (!names.includes(column)) errors.push({ row: 1, column, message: LABOUR_MESSAGES.missingColumn(column) });
  }
  if (errors.length) return { errors };
  return {
    at: Object.fromEntries(LABOUR_CSV_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<LabourCsvColumn, number>,
  };
}

/**
 * Reads an import: every row checked, each problem named by its row and column. Rows are counted
 * as a spreadsheet shows them: the header is row 1, the first data row is row 2; blank lines count
 * but are skipped. The file is imported only when `errors` is empty.
 */
export function readLabourCsv(text: string): { rows: LabourCsvRow[]; errors: CsvRowError[] } {
  const records = parseCsvRecords(text);
  if (!records) return { rows: [], errors: [{ row: 1, column: '', message: LABOUR_MESSAGES.unclosedQuote }] };
  const [header, ...data] = records;
  const isBlank = (r: string[]) => r.every((cell) => !cell.trim());
  if (!header || isBlank(header)) return { rows: [], errors: [{ row: 1, column: '', message: LABOUR_MESSAGES.empty }] };
  const head = readHeader(header);
  if ('errors' in head) return { rows: [], errors: head.errors };
  const filled = data.map((cells, i) => ({ cells, row: i + 2 })).filter(({ cells }) => !isBlank(cells));
  if (!filled.length) return { rows: [], errors: [{ row: 2, column: '', message: LABOUR_MESSAGES.empty }] };
  if (filled.length > LABOUR_LIMITS.rowsMax)
    return {
      rows: [],
      errors: [{ row: filled[LABOUR_LIMITS.rowsMax]!.row, column: '', message: LABOUR_MESSAGES.tooManyRows }],
    };

  const rows: LabourCsvRow[] = [];
  const errors: CsvRowError[] = [];
  const firstOf = new Map<string, number>();
  const nameOf = new Map<string, { name: string; row: number }>();
  for (const { cells, row } of filled) {
    if (cells.length !== header.length) {
      errors.push({ row, column: '', message: LABOUR_MESSAGES.cellCount(cells.length) });
      continue;
    }
    const values: Partial<Record<LabourCsvColumn, string | number>> = {};
    let valid = true;
    for (const column of LABOUR_CSV_COLUMNS) {
      const checked = CHECKS[column](cells[head.at[column]] ?? '');
      if ('error' in checked) {
        errors.push({ row, column, message: checked.error });
        valid = false;
      } else values[column] = checked.value;
    }
    if (!valid) continue;
    const code = values.campo_cmpe as string;
    const name = values.nombre as string;
    const key = `${code}:${values.anio}`;
    const earlier = firstOf.get(key);
    if (earlier !== undefined) {
      errors.push({ row, column: 'anio', message: LABOUR_MESSAGES.repeatedRow(earlier) });
      continue;
    }
    firstOf.set(key, row);
    const named = nameOf.get(code);
    if (named && named.name !== name) {
      errors.push({ row, column: 'nombre', message: LABOUR_MESSAGES.otherName(named.row) });
      continue;
    }
    nameOf.set(code, { name, row });
    rows.push({
      row,
      code,
      name,
      monthly_pay: values.salario_mensual as number,
      unemployment: values.desempleo as number,
      informality: values.informalidad as number,
      return_public: values.retorno_publica as number,
      return_private: values.retorno_privada as number,
      source: values.fuente as string,
      year: values.anio as number,
    });
  }
  return { rows, errors };
}

// ── The API's shapes ────────────────────────────────────────────────────────────────────────

/** A field of study of CMPE 2016: its code (2 to 4 digits) and name. */
export const fieldOfStudy = z
  .object({ id: z.number(), code: z.string(), name: z.string() })
  .meta({ id: 'FieldOfStudy', description: 'Un campo de formación académica de la CMPE 2016 (INEGI)' });
export type FieldOfStudy = z.infer<typeof fieldOfStudy>;

/** A field's figures of one year. Percentages are of 0–100 (returns may be negative). */
export const labourFigures = z
  .object({
    field: z.object({ code: z.string(), name: z.string() }),
    monthly_pay: z.number().meta({ description: 'Salario mensual promedio, en pesos' }),
    unemployment: z.number().meta({ description: 'Tasa de desempleo, %' }),
    informality: z.number().meta({ description: 'Tasa de informalidad, %' }),
    return_public: z.number().meta({ description: 'Retorno de estudiar en una universidad pública, %' }),
    return_private: z.number().meta({ description: 'Retorno de estudiar en una universidad privada, %' }),
    source: z.string(),
    year: z.number(),
    is_example: z.boolean().meta({ description: 'Datos de ejemplo, no oficiales: la pantalla lo dice' }),
  })
  .meta({ id: 'LabourFigures', description: 'Cifras del mercado laboral de un campo de estudio, de un año' });
export type LabourFigures = z.infer<typeof labourFigures>;

/** GET /labour-figures: every field's figures, each year. */
export const labourFiguresEntry = labourFigures
  .extend({ field_id: z.number() })
  .meta({ id: 'LabourFiguresEntry', description: 'Las cifras de un campo de estudio de un año, con el id del campo' });
export type LabourFiguresEntry = z.infer<typeof labourFiguresEntry>;

/** POST /labour-figures/import as JSON (the same text as a text/csv body). */
export const labourImportJson = z
  .object({ csv: z.string({ error: LABOUR_MESSAGES.empty }).max(1_000_000) })
  .meta({ description: `El CSV, con el encabezado ${LABOUR_CSV_COLUMNS.join(',')}` });

export const labourImportResult = z
  .object({ imported: z.number().meta({ description: 'Filas importadas' }) })
  .meta({ id: 'LabourImportResult', description: 'Cuántas filas se importaron' });
export type LabourImportResult = z.infer<typeof labourImportResult>;
