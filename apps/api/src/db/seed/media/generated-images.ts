/**
 * Deterministic placeholder images for the demo catalogue: the same seed always gives the same
 * SVG, so campuses and degrees have stable pictures with no files and no network.
 */
import { CAP_MOTIF, motifFor } from './svg-motifs.ts';
import { campusCover, campusGallery, campusProfile } from './campus-images.ts';
import { degreeCover, degreeGallery, degreeProfile } from './degree-images.ts';
import { background, escapeXml, hashString, rng, type Ctx, type Palette } from './svg-canvas.ts';

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
