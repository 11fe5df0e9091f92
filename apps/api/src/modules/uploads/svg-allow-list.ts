/**
 * What an uploaded SVG may contain: drawing elements and their attributes, by namespace.
 * Anything not listed here is refused by svg-check.ts.
 */

export const NS = {
  svg: 'http://www.w3.org/2000/svg',
  xlink: 'http://www.w3.org/1999/xlink',
  xml: 'http://www.w3.org/XML/1998/namespace',
  xmlns: 'http://www.w3.org/2000/xmlns/',
} as const;

const words = (s: string) => new Set(s.trim().split(/\s+/));

/** SVG elements that draw, group, paint or describe, and cannot run or navigate. */
export const SVG_ELEMENTS = words(`
  svg g defs symbol use path rect circle ellipse line polyline polygon text tspan textPath title desc
  linearGradient radialGradient stop clipPath mask pattern filter marker image style metadata
  feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
  feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR
  feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight
  feSpecularLighting feSpotLight feTile feTurbulence
`);

/** Attributes without a namespace: geometry, paint servers, filters and presentation. */
export const PLAIN_ATTRIBUTES = words(`
  id class style lang tabindex role focusable systemLanguage version baseProfile viewBox preserveAspectRatio
  x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height d points pathLength dx dy rotate
  textLength lengthAdjust startOffset method spacing side path transform
  offset gradientUnits gradientTransform spreadMethod patternUnits patternContentUnits
  patternTransform clipPathUnits maskUnits maskContentUnits filterUnits primitiveUnits
  refX refY markerWidth markerHeight markerUnits orient type media title
  in in2 result stdDeviation mode operator k1 k2 k3 k4 values tableValues slope intercept
  amplitude exponent order kernelMatrix divisor bias targetX targetY edgeMode kernelUnitLength
  preserveAlpha surfaceScale diffuseConstant specularConstant specularExponent azimuth
  elevation pointsAtX pointsAtY pointsAtZ limitingConeAngle scale xChannelSelector
  yChannelSelector baseFrequency numOctaves seed stitchTiles radius z
  alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation
  color-interpolation-filters color-rendering cursor direction display dominant-baseline
  enable-background fill fill-opacity fill-rule filter flood-color flood-opacity font
  font-family font-size font-size-adjust font-stretch font-style font-variant font-weight
  glyph-orientation-horizontal glyph-orientation-vertical image-rendering isolation kerning
  letter-spacing lighting-color marker marker-end marker-mid marker-start mask mask-type
  mix-blend-mode opacity overflow paint-order pointer-events shape-rendering stop-color
  stop-opacity stroke stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-opacity stroke-width text-anchor text-decoration text-rendering
  transform-origin unicode-bidi vector-effect visibility white-space word-spacing writing-mode
`);

/** `data-name` (as drawing programs export it) and accessibility hints (`aria-hidden`): inert. */
export const DATA_OR_ARIA_ATTRIBUTE = /^(data-[\w.-]+|aria-[a-z]+)$/;

/** xml:base is left out on purpose: it would turn `#a` into a reference to another document. */
export const XML_ATTRIBUTES = words('space lang');
export const XLINK_ATTRIBUTES = words('href title');

/** Editors' bookkeeping (Inkscape, Sodipodi): inert, allowed as elements and attributes anywhere. */
export const EDITOR_NAMESPACES = new Set([
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
]);

/** Licence and authorship descriptions (RDF, Dublin Core, Creative Commons): only inside <metadata>. */
export const METADATA_NAMESPACES = new Set([
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://purl.org/dc/terms/',
  'http://creativecommons.org/ns#',
  'http://web.resource.org/cc/',
  ...EDITOR_NAMESPACES,
]);

/** The one doctype accepted: the standard SVG one, with no internal subset (no entities). */
export const SVG_PUBLIC_ID = /^(-\/\/W3C\/\/DTD SVG [\d.]+( (Basic|Tiny))?\/\/EN)?$/;
export const SVG_SYSTEM_ID = /^(http:\/\/www\.w3\.org\/(Graphics\/SVG|TR\/2001\/REC-SVG-20010904)\/[\w./-]+\.dtd)?$/;
