import { describe, expect, it } from 'vitest';
import { renderPlaceholderSvg } from '../../db/seed/media/generated-images.ts';
import { tinyPdf, tinyPng } from '../../../test/factories.ts';
import { detectFileType, isSafeSvg } from './file-types.ts';

const bytes = (s: string) => new TextEncoder().encode(s);
const svg = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg"${attrs} viewBox="0 0 10 10">${inner}</svg>`;

describe('detectFileType', () => {
  it('knows PNG, JPEG, WebP and PDF by their first bytes', () => {
    expect(detectFileType(tinyPng())).toMatchObject({ ok: true, type: { ext: 'png', mime: 'image/png' } });
    expect(detectFileType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toMatchObject({
      ok: true,
      type: { ext: 'jpg' },
    });
    expect(detectFileType(bytes('RIFF\x24\x00\x00\x00WEBPVP8 '))).toMatchObject({ ok: true, type: { ext: 'webp' } });
    expect(detectFileType(tinyPdf())).toMatchObject({ ok: true, type: { ext: 'pdf', kind: 'pdf' } });
  });

  it('refuses HTML, other text, empty files, other binaries and RIFF that is not WebP', () => {
    for (const content of [
      bytes('<!doctype html><html><body><svg></svg></body></html>'),
      bytes('hola'),
      new Uint8Array(0),
      Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]),
      bytes('RIFF\x24\x00\x00\x00WAVEfmt '),
      Uint8Array.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe]),
    ]) {
      expect(detectFileType(content)).toEqual({ ok: false, reason: 'unsupported' });
    }
  });

  it('takes an SVG with an XML declaration, comments and an SVG doctype', () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg('<circle r="4"/>')}`;
    expect(detectFileType(bytes(text))).toMatchObject({ ok: true, type: { ext: 'svg' } });
  });

  it('accepts the pictures the app itself generates', () => {
    expect(detectFileType(bytes(renderPlaceholderSvg('campus-cover', 'prueba')))).toMatchObject({
      ok: true,
      type: { ext: 'svg' },
    });
  });
});

describe('isSafeSvg', () => {
  it('keeps gradients, styles, local references and embedded raster images', () => {
    const clean = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f80"/></linearGradient></defs>' +
        '<style>.a{fill:url(#g)}</style><rect class="a" width="10" height="10" fill="url( \'#g\')"/>' +
        '<use href="#g"/><image xlink:href="data:image/png;base64,iVBORw0KGgo="/><text>Se abre la puerta</text>',
      ' xmlns:xlink="http://www.w3.org/1999/xlink"',
    );
    expect(isSafeSvg(clean)).toBe(true);
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['a script in another case', svg('<SCRIPT >alert(1)</SCRIPT>')],
    ['an event handler', svg('<rect onload="alert(1)"/>')],
    ['an event handler after a newline', svg('<rect\nonclick = "x()"/>')],
    ['an event handler on the root', svg('', ' onload="alert(1)"')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>')],
    ['a javascript: link split by whitespace', svg('<a href="java\tscript:alert(1)"/>')],
    ['a javascript: link as character references', svg('<a href="&#106;avascript&#x3A;alert(1)"/>')],
    ['a data: document link', svg('<a href="data:text/html,<script>alert(1)</script>"/>')],
    ['an embedded SVG document', svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>')],
    ['an external image', svg('<image href="https://tracker.example/p.png"/>')],
    ['an external xlink:href', svg('<use xlink:href="https://evil.example/x.svg#a"/>')],
    ['a foreignObject', svg('<foreignObject><div>x</div></foreignObject>')],
    ['an iframe', svg('<iframe src="https://evil.example"/>')],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('&x;')}`],
    ['an animation that rewrites href', svg('<a><set attributeName="href" to="https://evil.example"/></a>')],
    ['an external stylesheet', svg('<style>@import url(https://evil.example/a.css);</style>')],
    ['an external url() in a style', svg('<rect style="fill:url(https://evil.example/a)"/>')],
  ])('refuses %s', (_, text) => {
    expect(isSafeSvg(text)).toBe(false);
    if (text.trimStart().startsWith('<svg'))
      expect(detectFileType(bytes(text))).toEqual({ ok: false, reason: 'unsafe-svg' });
  });
});
