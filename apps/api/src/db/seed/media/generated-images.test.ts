import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS, renderPlaceholderSvg } from './generated-images.ts';
import { pdfString, renderPlaceholderPdf } from './generated-pdf.ts';

const VIEWBOXES: Record<string, string> = {
  'campus-cover': '0 0 1600 600',
  'campus-profile': '0 0 400 400',
  'campus-gallery': '0 0 800 600',
  'degree-cover': '0 0 1600 600',
  'degree-profile': '0 0 400 400',
  'degree-gallery': '0 0 800 600',
};

/** A cheap well-formedness check: every tag closes, in order. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('renderPlaceholderSvg', () => {
  const seeds = ['c1', 'c12-g3', 'salud-37', 'ingenieria-5-g1', 'derecho-120', 'x', 'turismo-9-g2', 'agro-44'];

  for (const kind of IMAGE_KINDS) {
    it(`renders well-formed ${kind} SVGs`, () => {
      for (const seed of seeds) {
        const svg = renderPlaceholderSvg(kind, seed);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).toContain(`viewBox="${VIEWBOXES[kind]}"`);
        expect(balanced(svg)).toBe(true);
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
          /http|href|<script|<image|@import|NaN|undefined/i,
        );
        // every url(#id) points at an id of the same document
        for (const [, id] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${id}"`);
      }
    });

    it(`is deterministic and seed-dependent for ${kind}`, () => {
      expect(renderPlaceholderSvg(kind, 'c7')).toBe(renderPlaceholderSvg(kind, 'c7'));
      expect(renderPlaceholderSvg(kind, 'c7')).not.toBe(renderPlaceholderSvg(kind, 'c8'));
      expect(renderPlaceholderSvg(kind, 'salud-1')).not.toBe(renderPlaceholderSvg(kind, 'salud-2'));
    });
  }

  it('escapes the label', () => {
    const svg = renderPlaceholderSvg('campus-cover', 'c1', 'Ciencias & Artes <"Campus"> ñ');
    expect(svg).toContain('Ciencias &amp; Artes &lt;&quot;Campus&quot;&gt; ñ');
    expect(balanced(svg)).toBe(true);
  });

  it('draws the area icon for degree seeds', () => {
    const health = renderPlaceholderSvg('degree-profile', 'salud-3');
    const law = renderPlaceholderSvg('degree-profile', 'derecho-3');
    expect(health).toContain('<rect x="38" y="20" width="24" height="60" rx="6"'); // the cross
    expect(law).not.toContain('<rect x="38" y="20" width="24" height="60" rx="6"');
  });
});

describe('renderPlaceholderPdf', () => {
  const pdf = renderPlaceholderPdf('Plan de estudios: Ingeniería Mecatrónica', [
    'Universidad Metropolitana del Centro, Campus Querétaro · Querétaro',
    '## Primer año',
    '- 1º semestre: Cálculo, Física, Programación (con prácticas), Inglés I.',
    '',
    'Un párrafo largo '.repeat(30),
    'Backslash \\ y paréntesis ( ) — “comillas” €',
  ]);
  const text = pdf.toString('latin1');

  it('is a PDF 1.4 that ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/BaseFont /Helvetica');
    expect(text).toContain('/Encoding /WinAnsiEncoding');
  });

  it('has xref offsets that point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + 20).startsWith(`${i + 1} 0 obj`)).toBe(true);
    });
    expect(text).toContain(`/Size ${count}`);
  });

  it('declares the right stream length', () => {
    const m = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
    const start = m.index + m[0].length;
    expect(text.slice(start + Number(m[1]), start + Number(m[1]) + 10)).toBe('\nendstream');
  });

  it('encodes Spanish text in WinAnsi, escaping delimiters', () => {
    expect(pdfString('Ingeniería (año) \\')).toBe('(Ingenier\\355a \\(a\\361o\\) \\\\)');
    expect(pdfString('€ – “ok”')).toBe('(\\200 \\226 \\223ok\\224)');
    expect(pdfString('日本')).toBe('(??)');
    expect(text).toContain('Mecatr\\363nica');
  });
});
