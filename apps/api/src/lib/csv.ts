/** CSV per RFC 4180, safe to open in a spreadsheet. */

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';

/** A cell a spreadsheet would read as a formula (OWASP: = + - @, tab, carriage return) gets a leading quote. */
export function neutralize(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Every field quoted, inner quotes doubled: commas, quotes and line breaks stay inside their cell. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : neutralize(String(value));
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvRow(values: ReadonlyArray<string | number | null | undefined>): string {
  return values.map(csvField).join(',') + LINE_END;
}

const MEXICO_CITY = 'America/Mexico_City';

/** 'YYYY-MM-DD HH:mm' in Mexico City time, which spreadsheets read as a date. */
export function mexicoDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: MEXICO_CITY,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Today's date in Mexico City, 'YYYY-MM-DD'. */
export function mexicoToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: MEXICO_CITY }).format(now);
}
