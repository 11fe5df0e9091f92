/**
 * What every generated picture draws with: its context (size, palette, seeded random numbers,
 * motif), the seeded hash and generator, and the small pieces (background, a placed motif, a label).
 */
import type { Motif } from './svg-motifs.ts';

export interface Palette {
  dark: string;
  mid: string;
  accent: string;
  light: string;
}

/** FNV-1a, 32 bits, with a final avalanche. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // murmur3 finaliser: seeds that differ in one character get unrelated values
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

export function escapeXml(s: string): string {
  return (
    s
      // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

export interface Ctx {
  w: number;
  h: number;
  p: Palette;
  rand: () => number;
  id: string;
  motif: Motif;
  /** Which layout a gallery picture uses: the pictures of one gallery (`-g1`, `-g2` …) differ. */
  variant: number;
}

export const between = (c: Ctx, a: number, b: number) => a + (b - a) * c.rand();

export function background(c: Ctx): string {
  const angle = Math.floor(c.rand() * 4);
  const [x2, y2] = [
    ['1', '1'],
    ['1', '0'],
    ['0', '1'],
    ['1', '0.4'],
  ][angle] ?? ['1', '1'];
  let blobs = '';
  for (let i = 0; i < 3; i++) {
    const r = between(c, c.h * 0.25, c.h * 0.6);
    blobs += `<circle cx="${r1(between(c, 0, c.w))}" cy="${r1(between(c, 0, c.h))}" r="${r1(r)}" fill="${i % 2 ? c.p.accent : c.p.light}" opacity="${Math.round(between(c, 0.08, 0.18) * 100) / 100}"/>`;
  }
  return (
    `<defs><linearGradient id="${c.id}-bg" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    `<stop offset="0" stop-color="${c.p.dark}"/><stop offset="1" stop-color="${c.p.mid}"/></linearGradient></defs>` +
    `<rect width="${c.w}" height="${c.h}" fill="url(#${c.id}-bg)"/>${blobs}`
  );
}

export function place(motif: Motif, fg: string, ac: string, x: number, y: number, size: number, opacity = 1): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${Math.round(size) / 100})" opacity="${opacity}">${motif(fg, ac)}</g>`;
}

export function labelText(c: Ctx, label: string | undefined, x: number, y: number, size: number): string {
  if (!label) return '';
  return `<text x="${x}" y="${y}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${c.p.light}">${escapeXml(label.slice(0, 80))}</text>`;
}
