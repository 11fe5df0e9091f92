/** The campus pictures: a cover (a skyline), a square profile (one building) and gallery scenes. */
import { BOOK_MOTIF } from './svg-motifs.ts';
import { between, labelText, place, r1, type Ctx } from './svg-canvas.ts';
import { facade, hills, skyline, tower, tree } from './svg-scenery.ts';

export function campusCover(c: Ctx, label?: string): string {
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

export function campusProfile(c: Ctx): string {
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

export function campusGallery(c: Ctx, label?: string): string {
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
