import type { FastifyInstance } from 'fastify';
import { parseCsvRecords } from '@tlp/shared/csv';
import { bearer, call } from './helper.ts';

/** The rows of a CSV text (RFC 4180: quoted fields, doubled quotes, CRLF rows); throws on an open quote. */
export function parseCsv(text: string): string[][] {
  const rows = parseCsvRecords(text);
  if (!rows) throw new Error('CSV with an unclosed quote');
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
