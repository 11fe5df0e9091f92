import { describe, expect, it } from 'vitest';
import { IMAGE_KINDS, renderPlaceholderSvg } from '../../db/seed/media/generated-images.ts';
import { detectFileType } from './file-types.ts';
import { isSafeSvg } from './svg-check.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const svg = (inner: string, attrs = '') => `<svg xmlns="${SVG_NS}"${attrs} viewBox="0 0 10 10">${inner}</svg>`;
const withXlink = (inner: string) => svg(inner, ' xmlns:xlink="http://www.w3.org/1999/xlink"');
const PNG_DATA = 'data:image/png;base64,iVBORw0KGgo=';

describe('isSafeSvg, on the parsed document', () => {
  it.each([
    ['a prefixed script in the SVG namespace', svg(`<x:script xmlns:x="${SVG_NS}">alert(1)</x:script>`)],
    ['a script in the XHTML namespace', svg(`<h:script xmlns:h="${XHTML_NS}">alert(1)</h:script>`)],
    ['a default-namespace XHTML script', svg(`<script xmlns="${XHTML_NS}">alert(1)</script>`)],
    ['a foreignObject', svg('<foreignObject width="10" height="10"><p>x</p></foreignObject>')],
    ['an XHTML iframe', svg(`<h:iframe xmlns:h="${XHTML_NS}" src="https://evil.example"/>`)],
    ['an element of an unknown namespace', svg('<u:thing xmlns:u="urn:x"/>')],
    ['an element with no namespace', svg('<rect xmlns=""/>')],
    ['a root that is not SVG', `<svg xmlns="${XHTML_NS}"><rect/></svg>`],
    ['an animation element', svg('<animate attributeName="fill" to="red"/>')],
    ['image-set() in a style attribute', svg('<rect style=\'fill: image-set("https://evil.example/a.png" 1x)\'/>')],
    ['-webkit-image-set() in a <style>', svg('<style>rect{fill:-webkit-image-set("//evil.example/a.png" 1x)}</style>')],
    ['@import in a <style>', svg('<style>@import url(https://evil.example/x.css);</style>')],
    ['@import of a bare string', svg('<style><![CDATA[@import "https://evil.example/x.css";]]></style>')],
    ['an external url() in a presentation attribute', svg('<rect fill="url(https://evil.example/p)"/>')],
    ['a url() disguised with CSS escapes', svg('<style>rect{fill:u\\72l(https://evil.example/p)}</style>')],
    ['a relative url()', svg('<rect style="cursor:url(x.cur), auto"/>')],
    ['an external image', svg('<image href="https://evil.example/a.png"/>')],
    ['an image pointing to a fragment', svg('<image href="#a"/>')],
    ['an external use', svg('<use href="https://evil.example/s.svg#a"/>')],
    ['an external xlink:href', withXlink('<use xlink:href="//evil.example/s.svg#a"/>')],
    ['xml:base that makes #a external', svg('<use xml:base="https://evil.example/s.svg" href="#a"/>')],
    ['a DOCTYPE with an ENTITY', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`],
    ['a billion laughs', `<!DOCTYPE svg [<!ENTITY a "aa"><!ENTITY b "&a;&a;">]>${svg('<text>&b;</text>')}`],
    ['a DOCTYPE with an external DTD', `<!DOCTYPE svg SYSTEM "file:///etc/passwd">${svg('')}`],
    ['a stylesheet processing instruction', `<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`],
    ['a processing instruction inside', svg('<?php echo 1; ?>')],
    ['onload in mixed case', svg('<rect OnLoad="alert(1)"/>')],
    ['onload on the root', svg('', ' onload="alert(1)"')],
    [
      'a namespaced event handler',
      svg('<rect x:onclick="alert(1)" xmlns:x="http://www.inkscape.org/namespaces/inkscape"/>'),
    ],
    ['an href to javascript:', svg('<use href="javascript:alert(1)"/>')],
    ['a javascript: link as character references', svg('<use href="&#106;avascript&#x3A;alert(1)"/>')],
    ['a javascript: URL in another attribute', svg('<rect data-x="java&#9;script:alert(1)"/>')],
    ['an SVG document as data:', svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>')],
    ['an unknown attribute', svg('<rect src="https://evil.example/a.png"/>')],
    ['malformed XML: an unclosed element', svg('<rect>')],
    ['malformed XML: an unquoted attribute', svg('<rect width=10/>')],
    ['malformed XML: an undeclared prefix', svg('<x:rect/>')],
    ['malformed XML: two roots', `${svg('')}${svg('')}`],
    ['malformed XML: a duplicated attribute', svg('<rect x="1" x="2"/>')],
    ['an HTML entity', svg('<text>&nbsp;</text>')],
  ])('refuses %s', (_, text) => {
    expect(isSafeSvg(text)).toBe(false);
  });

  it('answers unsafe-svg (not a crash) for a refused upload', () => {
    const text = svg(`<x:script xmlns:x="${SVG_NS}">alert(1)</x:script>`);
    expect(detectFileType(new TextEncoder().encode(text))).toEqual({ ok: false, reason: 'unsafe-svg' });
  });

  it('keeps a plain drawing with gradients, local references, filters and an embedded PNG', () => {
    const drawing = withXlink(
      '<title>Logo</title><desc>Puerta abierta</desc>' +
        '<defs><linearGradient id="grad" x1="0" x2="1" gradientUnits="objectBoundingBox">' +
        '<stop offset="0" stop-color="#f80"/><stop offset="1" stop-color="#40f" stop-opacity=".5"/></linearGradient>' +
        '<radialGradient id="r" href="#grad"/><symbol id="a" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></symbol>' +
        '<clipPath id="c"><rect width="5" height="5"/></clipPath><filter id="f"><feGaussianBlur stdDeviation="1"/>' +
        '<feOffset dx="1" dy="1" result="o"/><feMerge><feMergeNode in="o"/></feMerge></filter>' +
        '<pattern id="p" width="1" height="1"><use xlink:href="#img"/></pattern></defs>' +
        '<style><![CDATA[ .a { fill: url(#grad); stroke: url( "#r" ) } /* nota */ ]]></style>' +
        '<g class="a" clip-path="url(#c)" filter="url(#f)" transform="translate(1 1)" data-name="Capa 1">' +
        '<rect width="10" height="10" style="fill:url(#grad);opacity:.9"/><use href="#a" x="2"/>' +
        '<path d="M0 0L10 10" stroke="url(#grad)" stroke-width="2"/><text x="1" y="9" xml:space="preserve">' +
        'Se abre la <tspan font-weight="700">puerta</tspan></text></g>' +
        `<image id="img" width="4" height="4" href="${PNG_DATA}"/><image width="1" height="1" xlink:href="${PNG_DATA}"/>`,
    );
    expect(isSafeSvg(drawing)).toBe(true);
  });

  it('keeps an XML declaration, comments, the SVG doctype and Inkscape metadata', () => {
    const text =
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!-- Creado con Inkscape -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
      `<svg xmlns="${SVG_NS}" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"` +
      ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"' +
      ' xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"' +
      ' xmlns:cc="http://creativecommons.org/ns#" sodipodi:docname="logo.svg" viewBox="0 0 10 10">' +
      '<sodipodi:namedview id="nv" inkscape:zoom="2"/>' +
      '<metadata><rdf:RDF><cc:Work rdf:about=""><dc:title>Logo</dc:title>' +
      '<cc:license rdf:resource="http://creativecommons.org/licenses/by/4.0/"/></cc:Work></rdf:RDF></metadata>' +
      '<g inkscape:label="Capa 1" inkscape:groupmode="layer"><circle r="4"/></g></svg>';
    expect(isSafeSvg(text)).toBe(true);
  });

  it('refuses RDF outside <metadata>', () => {
    expect(isSafeSvg(svg('<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/>'))).toBe(false);
  });

  it('keeps every kind of picture the app generates', () => {
    for (const kind of IMAGE_KINDS) {
      expect(isSafeSvg(renderPlaceholderSvg(kind, 'Campus <Norte> & "Sur"')), kind).toBe(true);
    }
  });

  it('survives a deeply nested document', () => {
    const depth = 20_000;
    expect(isSafeSvg(svg('<g>'.repeat(depth) + '</g>'.repeat(depth)))).toBe(true);
  });
});
