/** The degree pictures, drawn around the icon of the degree's area: a cover, a square profile and gallery scenes. */
import { between, labelText, place, r1, type Ctx } from './svg-canvas.ts';
import { tree } from './svg-scenery.ts';

function dots(c: Ctx, x0: number, y0: number, cols: number, rows: number, gap: number): string {
  let s = '';
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++)
      s += `<circle cx="${x0 + i * gap}" cy="${y0 + j * gap}" r="3" fill="${c.p.light}" opacity=".25"/>`;
  return s;
}

export function degreeCover(c: Ctx, label?: string): string {
  let s = `<path d="M0 ${r1(c.h * 0.7)} C400 ${r1(c.h * between(c, 0.5, 0.65))} 900 ${r1(c.h * between(c, 0.85, 1))} 1600 ${r1(c.h * 0.6)} V600 H0 Z" fill="${c.p.dark}" opacity=".4"/>`;
  s += dots(c, 80, 70, 10, 5, 36);
  for (let i = 0; i < 4; i++)
    s += place(c.motif, c.p.light, c.p.accent, between(c, 420, 900), between(c, 40, 420), between(c, 60, 120), 0.12);
  s += `<circle cx="1240" cy="300" r="230" fill="${c.p.light}" opacity=".12"/><circle cx="1240" cy="300" r="190" fill="none" stroke="${c.p.accent}" stroke-width="6" opacity=".8"/>`;
  s += place(c.motif, c.p.light, c.p.accent, 1080, 140, 320);
  return s + labelText(c, label, 80, 520, 56);
}

/** The area's icon as the subject of a square picture, in one of four settings (see PROFILE_GROUND, campus-images.ts). */
export function degreeProfile(c: Ctx): string {
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

export function degreeGallery(c: Ctx, label?: string): string {
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
