/**
 * Small abstract icons drawn in a 100×100 box, one per area of study, used by the generated
 * degree images. Pure strings: no external references, no fonts.
 */
export type Motif = (fg: string, accent: string) => string;

const cap: Motif = (fg, ac) =>
  `<polygon points="50,20 94,38 50,56 6,38" fill="${fg}"/>` +
  `<path d="M24 46 V64 C24 74 76 74 76 64 V46 L50 57 Z" fill="${fg}" opacity=".85"/>` +
  `<path d="M86 41 V66" stroke="${ac}" stroke-width="3" stroke-linecap="round"/><circle cx="86" cy="69" r="4" fill="${ac}"/>`;

const book: Motif = (fg, ac) =>
  `<path d="M50 28 C38 20 22 20 8 24 V80 C22 76 38 76 50 84 Z" fill="${fg}"/>` +
  `<path d="M50 28 C62 20 78 20 92 24 V80 C78 76 62 76 50 84 Z" fill="${fg}" opacity=".8"/>` +
  `<path d="M50 28 V84" stroke="${ac}" stroke-width="3"/>` +
  `<path d="M18 38 C26 36 34 36 42 40 M18 50 C26 48 34 48 42 52 M58 40 C66 36 74 36 82 38 M58 52 C66 48 74 48 82 50" stroke="${ac}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;

const cross: Motif = (fg, ac) =>
  `<circle cx="50" cy="50" r="42" fill="none" stroke="${ac}" stroke-width="4"/>` +
  `<rect x="38" y="20" width="24" height="60" rx="6" fill="${fg}"/><rect x="20" y="38" width="60" height="24" rx="6" fill="${fg}"/>`;

function gear(fg: string, ac: string): string {
  let teeth = '';
  for (let k = 0; k < 8; k++)
    teeth += `<rect x="43" y="8" width="14" height="18" rx="3" fill="${fg}" transform="rotate(${k * 45} 50 50)"/>`;
  return `${teeth}<circle cx="50" cy="50" r="30" fill="${fg}"/><circle cx="50" cy="50" r="12" fill="${ac}"/>`;
}

const people: Motif = (fg, ac) =>
  `<circle cx="34" cy="30" r="12" fill="${fg}"/><path d="M12 82 C12 58 56 58 56 82 Z" fill="${fg}"/>` +
  `<circle cx="68" cy="36" r="10" fill="${ac}"/><path d="M48 84 C48 62 88 62 88 84 Z" fill="${ac}"/>`;

const chart: Motif = (fg, ac) =>
  `<rect x="14" y="58" width="14" height="26" rx="2" fill="${fg}"/><rect x="34" y="46" width="14" height="38" rx="2" fill="${fg}"/>` +
  `<rect x="54" y="36" width="14" height="48" rx="2" fill="${fg}"/><rect x="74" y="22" width="14" height="62" rx="2" fill="${fg}"/>` +
  `<polyline points="10,48 30,36 52,28 82,10" fill="none" stroke="${ac}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<line x1="8" y1="88" x2="92" y2="88" stroke="${fg}" stroke-width="3"/>`;

const palette: Motif = (fg, ac) =>
  `<path d="M50 12 C24 12 8 30 8 50 C8 72 26 88 46 88 C56 88 58 80 54 74 C50 68 54 62 62 62 H74 C86 62 92 54 92 44 C92 24 72 12 50 12 Z" fill="${fg}"/>` +
  `<circle cx="30" cy="36" r="7" fill="${ac}"/><circle cx="50" cy="26" r="7" fill="${ac}" opacity=".8"/>` +
  `<circle cx="70" cy="34" r="7" fill="${ac}" opacity=".6"/><circle cx="26" cy="58" r="7" fill="${ac}" opacity=".9"/>`;

const atom: Motif = (fg, ac) =>
  [0, 60, 120]
    .map(
      (r) =>
        `<ellipse cx="50" cy="50" rx="42" ry="15" fill="none" stroke="${fg}" stroke-width="4" transform="rotate(${r} 50 50)"/>`,
    )
    .join('') + `<circle cx="50" cy="50" r="9" fill="${ac}"/>`;

const scales: Motif = (fg, ac) =>
  `<path d="M50 14 V82 M18 28 H82" stroke="${fg}" stroke-width="4" stroke-linecap="round"/>` +
  `<rect x="32" y="80" width="36" height="8" rx="3" fill="${fg}"/><circle cx="50" cy="14" r="5" fill="${ac}"/>` +
  `<path d="M18 28 L8 58 M18 28 L28 58 M82 28 L72 58 M82 28 L92 58" stroke="${fg}" stroke-width="2"/>` +
  `<path d="M6 58 H30 C30 68 6 68 6 58 Z M70 58 H94 C94 68 70 68 70 58 Z" fill="${ac}"/>`;

const triangle: Motif = (fg, ac) =>
  `<path d="M10 88 V20 L78 88 Z M24 74 H44 L24 54 Z" fill="${fg}" fill-rule="evenodd"/>` +
  `<path d="M70 10 L56 62 M70 10 L88 60" stroke="${ac}" stroke-width="4" stroke-linecap="round"/><circle cx="70" cy="10" r="5" fill="${ac}"/>`;

const blackboard: Motif = (fg, ac) =>
  `<rect x="8" y="14" width="84" height="56" rx="4" fill="${fg}"/>` +
  `<path d="M20 30 H56 M20 42 H70 M20 54 H46" stroke="${ac}" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M30 70 L22 90 M70 70 L78 90" stroke="${fg}" stroke-width="4" stroke-linecap="round"/>`;

const bubble: Motif = (fg, ac) =>
  `<path d="M16 14 H84 C90 14 94 18 94 24 V60 C94 66 90 70 84 70 H42 L22 88 V70 H16 C10 70 6 66 6 60 V24 C6 18 10 14 16 14 Z" fill="${fg}"/>` +
  `<circle cx="30" cy="42" r="6" fill="${ac}"/><circle cx="50" cy="42" r="6" fill="${ac}"/><circle cx="70" cy="42" r="6" fill="${ac}"/>`;

const leaf: Motif = (fg, ac) =>
  `<path d="M14 86 C12 44 44 14 88 12 C90 56 60 88 14 86 Z" fill="${fg}"/>` +
  `<path d="M14 86 C34 62 52 44 76 24 M40 62 L38 44 M54 48 L68 50" stroke="${ac}" stroke-width="3" fill="none" stroke-linecap="round"/>`;

const cloche: Motif = (fg, ac) =>
  `<path d="M14 70 C14 42 30 28 50 28 C70 28 86 42 86 70 Z" fill="${fg}"/><circle cx="50" cy="22" r="6" fill="${fg}"/>` +
  `<rect x="6" y="70" width="88" height="8" rx="4" fill="${ac}"/><path d="M30 56 C32 46 38 40 46 38" stroke="${ac}" stroke-width="3" fill="none" stroke-linecap="round"/>`;

const sprout: Motif = (fg, ac) =>
  `<path d="M50 86 V44" stroke="${fg}" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M50 50 C30 52 16 40 14 20 C34 20 48 30 50 50 Z" fill="${fg}"/><path d="M50 44 C54 26 70 16 88 16 C86 36 70 46 50 44 Z" fill="${ac}"/>` +
  `<path d="M16 88 C36 80 64 80 84 88" stroke="${fg}" stroke-width="4" fill="none" stroke-linecap="round"/>`;

/** Area slug (first token of a degree image seed) → its icon. */
const AREA_MOTIFS: Record<string, Motif> = {
  salud: cross,
  ingenieria: gear,
  sociales: people,
  negocios: chart,
  artes: palette,
  exactas: atom,
  derecho: scales,
  arquitectura: triangle,
  educacion: blackboard,
  comunicacion: bubble,
  biologia: leaf,
  turismo: cloche,
  agro: sprout,
};

const FALLBACK: Motif[] = [cap, book, atom, leaf, palette, gear];

/** The icon for a seed: by its area slug when it starts with one, else one picked by the hash. */
export function motifFor(seed: string, hash: number): Motif {
  const slug = seed.split('-')[0] ?? '';
  return AREA_MOTIFS[slug] ?? FALLBACK[hash % FALLBACK.length] ?? cap;
}

export const CAP_MOTIF = cap;
export const BOOK_MOTIF = book;
