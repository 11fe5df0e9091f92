/**
 * A hand-written one-page PDF 1.4 (Letter, Helvetica in WinAnsiEncoding so Spanish accents
 * show), used for the demo 'Plan de estudios' and 'Becas' documents. No dependencies.
 *
 * Lines: '## Texto' is a section heading, '- Texto' a bullet, '' a blank line; the rest are
 * paragraphs, wrapped to the page width. What does not fit on the page is cut.
 */

/** WinAnsi (cp1252) codes of the characters outside Latin-1 that it has. */
const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function winAnsiCode(ch: string): number {
  const cp = ch.codePointAt(0) ?? 63;
  if ((cp >= 0x20 && cp < 0x7f) || (cp >= 0xa0 && cp <= 0xff)) return cp;
  return CP1252_EXTRA[ch] ?? 63; // '?'
}

/** A PDF literal string, pure ASCII: bytes above 0x7e as octal escapes. */
export function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = winAnsiCode(ch === '\t' ? ' ' : ch);
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

/** Helvetica advance widths (1/1000 em) for ASCII 32..126; accented letters use their base letter. */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const ch of text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) {
    const cp = ch.codePointAt(0) ?? 0;
    units += HELVETICA_WIDTHS[cp - 32] ?? 556;
  }
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

function wrap(text: string, size: number, maxWidth: number, bold = false): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 56;
const BOTTOM = 70;

export function renderPlaceholderPdf(title: string, lines: string[]): Buffer {
  const ops: string[] = [];
  const text = (font: 'F1' | 'F2', size: number, x: number, y: number, s: string, rgb = '0.13 0.12 0.2') =>
    ops.push(`BT /${font} ${size} Tf ${rgb} rg ${x} ${y.toFixed(1)} Td ${pdfString(s)} Tj ET`);

  // Header band with the title (at most two lines).
  ops.push('q 0.31 0.27 0.9 rg 0 682 612 110 re f Q', 'q 0.98 0.75 0.14 rg 0 676 612 6 re f Q');
  const titleLines = wrap(title, 22, PAGE_W - 2 * MARGIN, true).slice(0, 2);
  let y = titleLines.length > 1 ? 748 : 730;
  for (const t of titleLines) {
    text('F2', 22, MARGIN, y, t, '1 1 1');
    y -= 28;
  }

  y = 640;
  const width = PAGE_W - 2 * MARGIN;
  for (const raw of lines) {
    if (y < BOTTOM) break;
    if (raw.trim() === '') {
      y -= 8;
      continue;
    }
    if (raw.startsWith('## ')) {
      y -= 6;
      for (const l of wrap(raw.slice(3), 13, width, true)) {
        if (y < BOTTOM) break;
        text('F2', 13, MARGIN, y, l, '0.31 0.27 0.9');
        y -= 18;
      }
      continue;
    }
    const bullet = raw.startsWith('- ');
    const indent = bullet ? 16 : 0;
    const wrapped = wrap(bullet ? raw.slice(2) : raw, 11, width - indent);
    wrapped.forEach((l, i) => {
      if (y < BOTTOM) return;
      if (bullet && i === 0) text('F1', 11, MARGIN + 4, y, '•', '0.92 0.35 0.05');
      text('F1', 11, MARGIN + indent, y, l);
      y -= 15;
    });
    y -= 3;
  }

  ops.push('q 0.85 0.85 0.9 RG 0.5 w 56 52 m 556 52 l S Q');
  text(
    'F1',
    8.5,
    MARGIN,
    38,
    'Documento de demostración generado por Toca la Puerta. La información es ilustrativa.',
    '0.45 0.45 0.5',
  );

  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Toca la Puerta) >>`,
  ];

  // Every character below is one byte (latin1), so string offsets are byte offsets.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(out, 'latin1');
}
