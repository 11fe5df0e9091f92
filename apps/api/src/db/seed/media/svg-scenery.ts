/** Scenery both kinds of picture draw: buildings, trees, hills and a skyline. */
import { between, r1, type Ctx } from './svg-canvas.ts';

/** A classical facade (pediment, columns, steps) with its bottom-left corner at (x, y). */
export function facade(c: Ctx, x: number, y: number, w: number, h: number, fill: string): string {
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

export function tower(c: Ctx, x: number, y: number, w: number, h: number, fill: string): string {
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

export function tree(c: Ctx, x: number, y: number, size: number): string {
  return (
    `<rect x="${r1(x - size * 0.06)}" y="${r1(y - size * 0.5)}" width="${r1(size * 0.12)}" height="${r1(size * 0.5)}" fill="${c.p.dark}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y - size * 0.7)}" r="${r1(size * 0.36)}" fill="${c.p.dark}" opacity=".85"/>`
  );
}

export function hills(c: Ctx, baseY: number): string {
  const a = between(c, -40, 40);
  return `<path d="M0 ${r1(baseY)} C${r1(c.w * 0.3)} ${r1(baseY - 60 + a)} ${r1(c.w * 0.6)} ${r1(baseY + 50 - a)} ${c.w} ${r1(baseY - 20)} V${c.h} H0 Z" fill="${c.p.dark}" opacity=".55"/>`;
}

export function skyline(c: Ctx, groundY: number, maxH: number): string {
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
