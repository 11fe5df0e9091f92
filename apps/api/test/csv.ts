import type { FastifyInstance } from 'fastify';
import { bearer, call } from './helper.ts';

/** RFC 4180 reader for the tests: quoted fields, doubled quotes, CRLF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** An admin's download of the meetings CSV: its export id, its header and its rows. */
export async function meetingsCsv(app: FastifyInstance, adminToken: string) {
  const res = await call(app, { method: 'GET', url: '/api/v1/meetings', headers: bearer(adminToken) });
  if (res.status !== 200) throw new Error(`GET /meetings answered ${res.status}`);
  const [header, ...rows] = parseCsv(res.raw.rawPayload.toString('utf8').slice(1)); // without the BOM
  return {
    exportId: String(res.headers['x-export-id']),
    header: header!,
    rows,
    /** The e-mails of the students the file holds. */
    emails: new Set(rows.map((r) => r[1]!)),
  };
}
