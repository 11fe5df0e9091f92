/**
 * What an uploaded file is, judged by its bytes only (never by its name or declared type),
 * and whether an SVG is safe to serve (svg-check.ts). Anything not recognised is refused.
 */
import { isSafeSvg } from './svg-check.ts';

export { isSafeSvg };

type UploadKind = 'image' | 'pdf';

interface FileType {
  ext: 'png' | 'jpg' | 'webp' | 'svg' | 'pdf';
  mime: string;
  kind: UploadKind;
}

const FILE_TYPES = {
  png: { ext: 'png', mime: 'image/png', kind: 'image' },
  jpg: { ext: 'jpg', mime: 'image/jpeg', kind: 'image' },
  webp: { ext: 'webp', mime: 'image/webp', kind: 'image' },
  svg: { ext: 'svg', mime: 'image/svg+xml; charset=utf-8', kind: 'image' },
  pdf: { ext: 'pdf', mime: 'application/pdf', kind: 'pdf' },
} as const satisfies Record<string, FileType>;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (buf: Uint8Array, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** A binary type by its magic bytes, or undefined (the content may still be an SVG). */
function sniffBinary(buf: Uint8Array): FileType | undefined {
  if (startsWith(buf, PNG)) return FILE_TYPES.png;
  if (startsWith(buf, JPEG)) return FILE_TYPES.jpg;
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return FILE_TYPES.webp;
  if (startsWith(buf, ascii('%PDF-'))) return FILE_TYPES.pdf;
  return undefined;
}

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function utf8(buf: Uint8Array): string | undefined {
  try {
    return decoder.decode(buf);
  } catch {
    return undefined;
  }
}

/** Text whose root element is <svg> (after the XML declaration, comments and a doctype). */
function isSvgDocument(text: string): boolean {
  const head = text
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^\s*<!DOCTYPE\s+svg[^>[]*>/i, '')
    .trimStart();
  return /^<svg[\s>/]/i.test(head);
}

type Detection = { ok: true; type: FileType } | { ok: false; reason: 'unsupported' | 'unsafe-svg' };

/** PNG, JPEG, WebP, PDF by their magic bytes; SVG by being UTF-8 text with an <svg> root. */
export function detectFileType(buf: Uint8Array): Detection {
  const binary = sniffBinary(buf);
  if (binary) return { ok: true, type: binary };
  const text = utf8(buf);
  if (text === undefined || !isSvgDocument(text)) return { ok: false, reason: 'unsupported' };
  return isSafeSvg(text) ? { ok: true, type: FILE_TYPES.svg } : { ok: false, reason: 'unsafe-svg' };
}

/** The Content-Type to serve a stored file with, by the extension we gave it. */
export function mimeOfExtension(ext: string): string | undefined {
  return Object.values(FILE_TYPES).find((t) => t.ext === ext)?.mime;
}
