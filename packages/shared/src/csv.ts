/** CSV text read back: the files this product exports, and the ones admins import. (No zod here.) */

/** The records of an RFC 4180 text (quoted fields, doubled quotes, CRLF or LF), without a leading BOM; null when a quote is left open. */
export function parseCsvRecords(text: string): string[][] | null {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      records.push([...record, field]);
      record = [];
      field = '';
    } else field += c;
  }
  if (quoted) return null;
  if (field || record.length) records.push([...record, field]);
  return records;
}
