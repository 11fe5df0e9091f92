// Request bodies built by hand, so that junk reaches the app byte for byte, never re-encoded by a client library.
import { unique } from '../../../test/world.ts';
import { pct } from './bad-values.ts';

/** JSON text of the base body with one field's value replaced by raw JSON text. */
export function withField(base: object, field: string, rawValue: string): string {
  const marker = `@@junk-${unique()}@@`;
  const text = JSON.stringify({ ...base, [field]: marker });
  return text.replace(JSON.stringify(marker), () => rawValue);
}

/** A form-urlencoded body of `values` with `field` set to junk (already encoded), twice if `repeat`. */
export function formOf(values: Record<string, unknown>, field: string, junk: string, repeat: boolean): string {
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(values)) {
    if (k === field) continue;
    for (const item of Array.isArray(v) ? v : [v]) pairs.push(`${pct(k)}=${pct(item == null ? '' : String(item))}`);
  }
  pairs.push(`${pct(field)}=${junk}`);
  if (repeat) pairs.push(`${pct(field)}=${junk}`);
  return pairs.join('&');
}

/** A multipart body of text fields (their values raw, NUL and CR/LF included) and an optional file. */
export function multipartOf(
  fields: Array<[string, string]>,
  file?: { name: string; filename: string; type: string; content: Buffer },
) {
  const boundary = `----fuzz${unique()}`;
  const parts: Buffer[] = fields.map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The PNG signature: uploads judge a file by its first bytes, so junk after it gets past the type check. */
export const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
