/**
 * Deterministic placeholder images for the demo catalogue: the same seed always gives the same
 * SVG, so campuses and degrees have stable pictures with no files and no network.
 */
import { BOOK_MOTIF, CAP_MOTIF, motifFor, type Motif } from './svg-motifs.ts';

export const IMAGE_KINDS = [
  'campus-cover',
  'campus-profile',
  'campus-gallery',
  'degree-cover',
  'degree-profile',
  'degree-gallery',
] as const;
type ImageKind = (typeof IMAGE_KINDS)[number];

export function isImageKind(value: string): value is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(value);
}

const SIZES: Record<ImageKind, [number, number]> = {
  'campus-cover': [1600, 600],
  'campus-profile': [400, 400],
  'campus-gallery': [800, 600],
  'degree-cover': [1600, 600],
  'degree-profile': [400, 400],
  'degree-gallery': [800, 600],
};

interface Palette {
  dark: string;
  mid: string;
  accent: string;
  light: string;
}

/** Warm (terracotta, rose, amber) and indigo (indigo, violet, blue, teal) families. */
const PALETTES: Palette[] = [
  { dark: '#7c2d12', mid: '#ea580c', accent: '#fbbf24', light: '#fff7ed' },
  { dark: '#881337', mid: '#e11d48', accent: '#fdba74', light: '#fff1f2' },
  { dark: '#78350f', mid: '#d97706', accent: '#fde68a', light: '#fffbeb' },
  { dark: '#9a3412', mid: '#f97316', accent: '#fecaca', light: '#fff7ed' },
  { dark: '#1e1b4b', mid: '#4f46e5', accent: '#a5b4fc', light: '#eef2ff' },
  { dark: '#312e81', mid: '#7c3aed', accent: '#f0abfc', light: '#f5f3ff' },
  { dark: '#172554', mid: '#2563eb', accent: '#5eead4', light: '#eff6ff' },
  { dark: '#134e4a', mid: '#0d9488', accent: '#fcd34d', light: '#f0fdfa' },
];

/** FNV-1a, 32 bits, with a final avalanche. */
function hashString(s: string): number {
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
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function escapeXml(s: string): string {
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

interface Ctx {
  w: number;
  h: number;
  p: Palette;
  rand: () => number;
  id: string;
  motif: Motif;
  /** Which layout a gallery picture uses: the pictures of one gallery (`-g1`, `-g2` …) differ. */
  variant: number;
}

const between = (c: Ctx, a: number, b: number) => a + (b - a) * c.rand();

function background(c: Ctx): string {
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

function place(motif: Motif, fg: string, ac: string, x: number, y: number, size: number, opacity = 1): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${Math.round(size) / 100})" opacity="${opacity}">${motif(fg, ac)}</g>`;
}

/** A classical facade (pediment, columns, steps) with its bottom-left corner at (x, y). */
function facade(c: Ctx, x: number, y: number, w: number, h: number, fill: string): string {
  const cols = 4 + Math.floor(c.rand() * 3);
  const colW = w / (cols * 2 + 1);
  let s = `<polygon points="${r1(x)},${r1(y - h * 0.72)} ${r1(x + w / 2)},${r1(y - h)} ${r1(x + w)},${r1(y - h * 0.72)}" fill="${fill}"/>`;
  s += `<rect x="${r1(x)}" y="${r1(y - h * 0.72)}" width="${r1(w)}" height="${r1(h * 0.08)}" fill="${fill}"/>`;
  for (let i = 0; i < cols; i++) {
    s += `<rect x="${r1(x + colW * (2 * i + 1))}" y="${r1(y - h * 0.64)}" width="${r1(colW)}" height="${r1(h * 0.54)}" fill="${fill}" opacity=".92"/>`;
  }
  s += `<rect x="${r1(x - w * 0.04)}" y="${r1(y - h * 0.1)}" width="${r1(w * 1.08)}" height="${r1(h * 0.1)}" fill="${fill}"/>`;
  s += `<circle cx="${r1(x + w / 2)}" cy="${r1(y - h * 0.82)}" r="${r1(h * 0.05)}" fill="${c.p.accent}"/>`;
  return s;
}

function tower(c: Ctx, x: number, y: number, w: number, h: number, fill: string): string {
  let s = `<rect x="${r1(x)}" y="${r1(y - h)}" width="${r1(w)}" height="${r1(h)}" rx="4" fill="${fill}" opacity=".94"/>`;
  const cols = Math.max(2, Math.floor(w / 34));
  const rows = Math.max(2, Math.floor(h / 44));
  const cw = w / cols;
  const rh = h / rows;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows - 1; j++) {
      const lit = c.rand() < 0.3;
      s += `<rect x="${r1(x + i * cw + cw * 0.22)}" y="${r1(y - h + j * rh + rh * 0.25)}" width="${r1(cw * 0.56)}" height="${r1(rh * 0.5)}" rx="2" fill="${lit ? c.p.accent : c.p.mid}" opacity="${lit ? 0.9 : 0.35}"/>`;
    }
  }
  return s;
}

function tree(c: Ctx, x: number, y: number, size: number): string {
  return (
    `<rect x="${r1(x - size * 0.06)}" y="${r1(y - size * 0.5)}" width="${r1(size * 0.12)}" height="${r1(size * 0.5)}" fill="${c.p.dark}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y - size * 0.7)}" r="${r1(size * 0.36)}" fill="${c.p.dark}" opacity=".85"/>`
  );
}

function hills(c: Ctx, baseY: number): string {
  const a = between(c, -40, 40);
  return `<path d="M0 ${r1(baseY)} C${r1(c.w * 0.3)} ${r1(baseY - 60 + a)} ${r1(c.w * 0.6)} ${r1(baseY + 50 - a)} ${c.w} ${r1(baseY - 20)} V${c.h} H0 Z" fill="${c.p.dark}" opacity=".55"/>`;
}

function skyline(c: Ctx, groundY: number, maxH: number): string {
  let s = '';
  let x = between(c, -40, 20);
  const center = c.w * between(c, 0.35, 0.6);
  while (x < c.w) {
    const w = between(c, c.w * 0.06, c.w * 0.11);
    const h = between(c, maxH * 0.4, maxH * 0.9);
    if (Math.abs(x + w / 2 - center) < c.w * 0.12) {
      s += facade(c, center - c.w * 0.1, groundY, c.w * 0.2, maxH, c.p.light);
      x = center + c.w * 0.12;
      continue;
    }
    s += tower(c, x, groundY, w, h, c.p.light);
    x += w + between(c, 8, 40);
  }
  return s;
}

function labelText(c: Ctx, label: string | undefined, x: number, y: number, size: number): string {
  if (!label) return '';
  return `<text x="${x}" y="${y}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${c.p.light}">${escapeXml(label.slice(0, 80))}</text>`;
}

function campusCover(c: Ctx, label?: string): string {
  const ground = c.h * 0.86;
  let s = `<circle cx="${r1(between(c, c.w * 0.65, c.w * 0.9))}" cy="${r1(c.h * 0.28)}" r="${r1(c.h * 0.14)}" fill="${c.p.accent}" opacity=".9"/>`;
  s += hills(c, c.h * 0.7) + skyline(c, ground, c.h * 0.6);
  for (let i = 0; i < 7; i++) s += tree(c, between(c, 0, c.w), ground + 6, between(c, 70, 120));
  s += `<rect y="${r1(ground)}" width="${c.w}" height="${r1(c.h - ground)}" fill="${c.p.dark}"/>`;
  return s + labelText(c, label, 64, c.h - 22, 40);
}

/*
 * Profile pictures are square, but a card shows them at 16:9 (the middle 56% of their height) and
 * a page shows them round: each scene keeps its subject inside y 100–300, x 60–340, where both
 * crops see it whole, and fills the rest (sky above, ground below) so neither crop looks cut.
 */
const PROFILE_GROUND = 290;

function ground(c: Ctx, y: number): string {
  return (
    `<rect y="${y}" width="400" height="${400 - y}" fill="${c.p.dark}"/>` +
    `<path d="M170 ${y} L230 ${y} L290 400 L110 400 Z" fill="${c.p.light}" opacity=".12"/>`
  );
}

function sun(c: Ctx): string {
  const x = between(c, 70, 330);
  return `<circle cx="${r1(x)}" cy="${r1(between(c, 118, 150))}" r="${r1(between(c, 20, 30))}" fill="${c.p.accent}" opacity=".9"/>`;
}

/** A dome building: a wide low hall with rows of windows, a dome and a flag. */
function domeHall(c: Ctx): string {
  const y = PROFILE_GROUND;
  let s = `<circle cx="200" cy="${y - 92}" r="46" fill="${c.p.light}" opacity=".95"/>`;
  s += `<rect x="196" y="${y - 168}" width="3" height="34" fill="${c.p.light}"/><path d="M199 ${y - 168} h26 l-6 8 l6 8 h-26 Z" fill="${c.p.accent}"/>`;
  s += `<rect x="80" y="${y - 96}" width="240" height="96" rx="3" fill="${c.p.light}"/>`;
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 8; i++)
      s += `<rect x="${92 + i * 28}" y="${y - 84 + row * 36}" width="16" height="24" rx="2" fill="${c.p.mid}" opacity=".55"/>`;
  s += `<rect x="184" y="${y - 40}" width="32" height="40" rx="3" fill="${c.p.dark}"/>`;
  return s;
}

/** A clock tower between two wings. */
function clockTower(c: Ctx): string {
  const y = PROFILE_GROUND;
  let s = tower(c, 70, y, 96, 88, c.p.light) + tower(c, 234, y, 96, 88, c.p.light);
  s += `<rect x="164" y="${y - 150}" width="72" height="150" fill="${c.p.light}"/>`;
  s += `<polygon points="158,${y - 150} 200,${y - 182} 242,${y - 150}" fill="${c.p.accent}"/>`;
  s += `<circle cx="200" cy="${y - 114}" r="22" fill="${c.p.dark}"/><circle cx="200" cy="${y - 114}" r="17" fill="${c.p.light}"/>`;
  s += `<path d="M200 ${y - 114} V${y - 127} M200 ${y - 114} L209 ${y - 109}" stroke="${c.p.dark}" stroke-width="3" stroke-linecap="round"/>`;
  s += `<path d="M186 ${y} V${y - 36} a14 14 0 0 1 28 0 V${y} Z" fill="${c.p.dark}"/>`;
  return s;
}

function campusProfile(c: Ctx): string {
  const y = PROFILE_GROUND;
  const layout = c.variant % 4;
  let s =
    sun(c) +
    `<path d="M0 ${y - 30} C120 ${r1(y - 70 + between(c, -10, 10))} 260 ${y - 10} 400 ${r1(y - 50)} V${y} H0 Z" fill="${c.p.dark}" opacity=".45"/>`;
  if (layout === 0) s += facade(c, 110, y, 180, 170, c.p.light);
  else if (layout === 1) s += domeHall(c);
  else if (layout === 2) s += clockTower(c);
  else
    s +=
      tower(c, 64, y, 84, between(c, 120, 160), c.p.light) +
      tower(c, 158, y, 92, 190, c.p.light) +
      tower(c, 260, y, 80, between(c, 100, 140), c.p.light);
  const trees = layout === 3 ? [30, 372] : [44, 80, 320, 356];
  for (const x of trees) s += tree(c, x + between(c, -8, 8), y + 4, between(c, 56, 80));
  return s + ground(c, y);
}

function campusGallery(c: Ctx, label?: string): string {
  const variant = c.variant % 3;
  let s = '';
  if (variant === 0) {
    s += hills(c, 430) + facade(c, 230, 520, 340, 330, c.p.light);
    for (let i = 0; i < 4; i++)
      s += tree(c, i < 2 ? between(c, 40, 200) : between(c, 600, 760), 530, between(c, 110, 160));
    s += `<rect y="520" width="800" height="80" fill="${c.p.dark}"/>`;
  } else if (variant === 1) {
    for (let row = 0; row < 4; row++) {
      const y = 90 + row * 125;
      s += `<rect x="40" y="${y + 100}" width="720" height="12" fill="${c.p.dark}"/>`;
      let x = 50;
      while (x < 740) {
        const bw = between(c, 16, 34);
        const bh = between(c, 62, 98);
        const col = [c.p.light, c.p.accent, c.p.mid][Math.floor(c.rand() * 3)];
        s += `<rect x="${r1(x)}" y="${r1(y + 100 - bh)}" width="${r1(bw)}" height="${r1(bh)}" rx="2" fill="${col}" opacity=".9"/>`;
        x += bw + between(c, 2, 6);
      }
    }
    s += place(BOOK_MOTIF, c.p.light, c.p.accent, 610, 20, 90, 0.9);
  } else {
    s += `<circle cx="620" cy="150" r="80" fill="${c.p.accent}" opacity=".85"/>`;
    s +=
      tower(c, 120, 540, 220, 420, c.p.light) +
      tower(c, 380, 540, 160, 300, c.p.light) +
      tower(c, 570, 540, 170, 240, c.p.light);
    s += `<rect y="540" width="800" height="60" fill="${c.p.dark}"/>`;
  }
  return s + labelText(c, label, 32, 580, 28);
}

function dots(c: Ctx, x0: number, y0: number, cols: number, rows: number, gap: number): string {
  let s = '';
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++)
      s += `<circle cx="${x0 + i * gap}" cy="${y0 + j * gap}" r="3" fill="${c.p.light}" opacity=".25"/>`;
  return s;
}

function degreeCover(c: Ctx, label?: string): string {
  let s = `<path d="M0 ${r1(c.h * 0.7)} C400 ${r1(c.h * between(c, 0.5, 0.65))} 900 ${r1(c.h * between(c, 0.85, 1))} 1600 ${r1(c.h * 0.6)} V600 H0 Z" fill="${c.p.dark}" opacity=".4"/>`;
  s += dots(c, 80, 70, 10, 5, 36);
  for (let i = 0; i < 4; i++)
    s += place(c.motif, c.p.light, c.p.accent, between(c, 420, 900), between(c, 40, 420), between(c, 60, 120), 0.12);
  s += `<circle cx="1240" cy="300" r="230" fill="${c.p.light}" opacity=".12"/><circle cx="1240" cy="300" r="190" fill="none" stroke="${c.p.accent}" stroke-width="6" opacity=".8"/>`;
  s += place(c.motif, c.p.light, c.p.accent, 1080, 140, 320);
  return s + labelText(c, label, 80, 520, 56);
}

/** The area's icon as the subject of a square picture, in one of four settings (see PROFILE_GROUND). */
function degreeProfile(c: Ctx): string {
  const layout = c.variant % 4;
  if (layout === 0) {
    // A board on a wall with the icon on it, a desk and a stack of books.
    let s =
      `<rect x="70" y="104" width="260" height="160" rx="10" fill="${c.p.dark}" opacity=".7"/>` +
      `<rect x="70" y="104" width="260" height="160" rx="10" fill="none" stroke="${c.p.light}" stroke-width="6" opacity=".8"/>` +
      place(c.motif, c.p.light, c.p.accent, 140, 114, 120) +
      `<path d="M96 250 H180" stroke="${c.p.accent}" stroke-width="4" stroke-linecap="round" opacity=".8"/>`;
    let y = 300;
    for (let i = 0; i < 3; i++) {
      const bw = between(c, 70, 96);
      y -= 16;
      s += `<rect x="${r1(282 - bw / 2 + between(c, -6, 6))}" y="${y}" width="${r1(bw)}" height="14" rx="3" fill="${i % 2 ? c.p.accent : c.p.light}"/>`;
    }
    return (
      s +
      `<rect y="300" width="400" height="100" fill="${c.p.dark}"/><rect y="296" width="400" height="8" fill="${c.p.light}" opacity=".35"/>`
    );
  }
  if (layout === 1) {
    // The icon rising like a sun over hills.
    return (
      `<circle cx="200" cy="196" r="96" fill="${c.p.accent}" opacity=".28"/><circle cx="200" cy="196" r="70" fill="${c.p.accent}" opacity=".35"/>` +
      place(c.motif, c.p.light, c.p.accent, 140, 130, 120) +
      `<path d="M0 262 C100 ${r1(between(c, 220, 250))} 220 300 400 ${r1(between(c, 236, 262))} V400 H0 Z" fill="${c.p.dark}" opacity=".7"/>` +
      `<path d="M0 300 C140 270 260 320 400 290 V400 H0 Z" fill="${c.p.dark}"/>`
    );
  }
  if (layout === 2) {
    // A pattern of faint icons (one copy, tiled by the SVG) around the icon in a rounded tile.
    const tile = r1(between(c, 72, 92));
    return (
      `<defs><pattern id="${c.id}-tile" patternUnits="userSpaceOnUse" width="${tile}" height="${tile}" patternTransform="rotate(${Math.round(between(c, -12, 12))})">` +
      place(c.motif, c.p.light, c.p.accent, tile * 0.2, tile * 0.2, tile * 0.55) +
      `</pattern></defs><rect width="400" height="400" fill="url(#${c.id}-tile)" opacity=".16"/>` +
      `<rect x="112" y="112" width="176" height="176" rx="36" fill="${c.p.dark}" opacity=".78"/>` +
      place(c.motif, c.p.light, c.p.accent, 135, 135, 130)
    );
  }
  // Rings and orbiting dots around the icon, offset by the seed.
  const dx = r1(between(c, -24, 24));
  let s = `<circle cx="${200 + dx}" cy="200" r="120" fill="none" stroke="${c.p.light}" stroke-width="2" opacity=".3"/>`;
  s += `<circle cx="${200 + dx}" cy="200" r="92" fill="${c.p.light}" opacity=".14"/><circle cx="${200 + dx}" cy="200" r="92" fill="none" stroke="${c.p.accent}" stroke-width="5"/>`;
  for (let i = 0; i < 5; i++) {
    const a = between(c, 0, Math.PI * 2);
    s += `<circle cx="${r1(200 + dx + Math.cos(a) * 120)}" cy="${r1(200 + Math.sin(a) * 120)}" r="${r1(between(c, 4, 9))}" fill="${c.p.accent}"/>`;
  }
  return s + place(c.motif, c.p.light, c.p.accent, 135 + dx, 135, 130) + dots(c, 30, 330, 12, 2, 30);
}

function degreeGallery(c: Ctx, label?: string): string {
  let s = '';
  if (c.variant % 2 === 0) {
    s += `<rect y="430" width="800" height="170" fill="${c.p.dark}" opacity=".8"/>`;
    s +=
      `<rect x="90" y="80" width="260" height="260" rx="12" fill="${c.p.light}" opacity=".16"/>` +
      place(c.motif, c.p.light, c.p.accent, 120, 110, 200);
    let y = 430;
    for (let i = 0; i < 4; i++) {
      const bw = between(c, 170, 230);
      y -= 28;
      s += `<rect x="${r1(480 + between(c, -14, 14))}" y="${y}" width="${r1(bw)}" height="26" rx="4" fill="${i % 2 ? c.p.accent : c.p.light}"/>`;
    }
    s += `<rect x="650" y="360" width="50" height="70" rx="6" fill="${c.p.mid}"/>` + tree(c, 675, 372, 110);
  } else {
    for (let i = 0; i < 5; i++) {
      for (let j = 0; j < 4; j++) {
        s += place(c.motif, c.p.light, c.p.accent, 30 + i * 160, 20 + j * 150, 90, r1(between(c, 0.1, 0.35)));
      }
    }
    s +=
      `<circle cx="400" cy="300" r="170" fill="${c.p.dark}" opacity=".6"/>` +
      place(c.motif, c.p.light, c.p.accent, 280, 180, 240);
  }
  return s + labelText(c, label, 32, 580, 28);
}

/**
 * Which setting a profile picture uses: by the number that ends the seed (`c12`, `salud-37`), so
 * consecutive campuses and degrees (the cards of one list) differ; by its hash when it has none.
 */
function profileLayout(seed: string): number {
  const n = /(\d+)$/.exec(seed)?.[1];
  return n ? Number(n.slice(-6)) : hashString(`layout:${seed}`);
}

/** An SVG picture for one kind of image; `seed` picks palette, layout and (for degrees) the area icon. */
export function renderPlaceholderSvg(kind: ImageKind, seed: string, label?: string): string {
  const [w, h] = SIZES[kind];
  const hash = hashString(`${kind}:${seed}`);
  const base = seed.replace(/-g\d+$/, '');
  const baseHash = hashString(base);
  const paletteIndex = baseHash % PALETTES.length;
  const galleryIndex = Number(/-g(\d+)$/.exec(seed)?.[1] ?? hash % 6);
  const c: Ctx = {
    w,
    h,
    p: PALETTES[paletteIndex] ?? PALETTES[0]!,
    rand: rng(hash),
    id: `tlp${hash.toString(36)}`,
    motif: kind.startsWith('campus') ? CAP_MOTIF : motifFor(seed, hash),
    variant: kind.endsWith('-profile') ? profileLayout(base) : galleryIndex + ((baseHash >>> 8) % 6),
  };
  const body =
    kind === 'campus-cover'
      ? campusCover(c, label)
      : kind === 'campus-profile'
        ? campusProfile(c)
        : kind === 'campus-gallery'
          ? campusGallery(c, label)
          : kind === 'degree-cover'
            ? degreeCover(c, label)
            : kind === 'degree-profile'
              ? degreeProfile(c)
              : degreeGallery(c, label);
  const aria = label ? ` aria-label="${escapeXml(label.slice(0, 80))}"` : ' aria-hidden="true"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"${aria}>${background(c)}${body}</svg>`;
}
