/**
 * Whether an uploaded SVG is safe to serve, judged on the parsed document (xmldom, namespaces
 * resolved) against the allow-lists of svg-allow-list.ts: no scripts, no event handlers, no
 * foreign content, no references outside the document except embedded raster images.
 */
import { DOMParser, type Attr, type Document, type DocumentType, type Element, type Node } from '@xmldom/xmldom';
import { isSafeCss, withoutBlanks } from './svg-values.ts';
import {
  DATA_OR_ARIA_ATTRIBUTE,
  EDITOR_NAMESPACES,
  METADATA_NAMESPACES,
  NS,
  PLAIN_ATTRIBUTES,
  SVG_ELEMENTS,
  SVG_PUBLIC_ID,
  SVG_SYSTEM_ID,
  XLINK_ATTRIBUTES,
  XML_ATTRIBUTES,
} from './svg-allow-list.ts';

const ELEMENT = 1;
const TEXT = 3;
const CDATA = 4;
const PROCESSING_INSTRUCTION = 7;
const COMMENT = 8;
const DOCUMENT_TYPE = 10;

/** Same-document fragments and embedded PNG/JPEG/WebP/GIF pictures: the only links allowed. */
const FRAGMENT = /^#/;
const RASTER_DATA = /^data:image\/(png|jpeg|gif|webp)[;,]/i;

/** The document, or undefined when the XML is malformed in any way (warnings included). */
function parse(text: string): Document | undefined {
  const parser = new DOMParser({
    locator: false,
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  });
  try {
    return parser.parseFromString(text, 'image/svg+xml');
  } catch {
    return undefined;
  }
}

/** xmldom keeps the quotes around the public and system ids. */
const unquoted = (id: string | undefined) => (id ?? '').replace(/^(["'])(.*)\1$/s, '$2');

function isSafeDoctype(node: DocumentType): boolean {
  return (
    node.name === 'svg' &&
    !node.internalSubset &&
    SVG_PUBLIC_ID.test(unquoted(node.publicId)) &&
    SVG_SYSTEM_ID.test(unquoted(node.systemId))
  );
}

/** What may sit around the root: the XML declaration, comments, blank text, the SVG doctype. */
function isSafeProlog(doc: Document): boolean {
  for (let node = doc.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === PROCESSING_INSTRUCTION && node.nodeName !== 'xml') return false;
    if (node.nodeType === DOCUMENT_TYPE && !isSafeDoctype(node as DocumentType)) return false;
  }
  const root = doc.documentElement;
  return root?.namespaceURI === NS.svg && root.localName === 'svg';
}

function isSafeHref(element: Element, value: string): boolean {
  const link = withoutBlanks(value);
  if (RASTER_DATA.test(link)) return true;
  return element.localName !== 'image' && FRAGMENT.test(link);
}

function isAllowedAttribute(element: Element, attr: Attr, inForeign: boolean): boolean {
  const name = attr.localName ?? '';
  switch (attr.namespaceURI) {
    case null:
      if (name === 'href') return isSafeHref(element, attr.value);
      return inForeign || PLAIN_ATTRIBUTES.has(name) || DATA_OR_ARIA_ATTRIBUTE.test(name);
    case NS.xlink:
      return XLINK_ATTRIBUTES.has(name) && (name !== 'href' || isSafeHref(element, attr.value));
    case NS.xml:
      return XML_ATTRIBUTES.has(name);
    case NS.xmlns:
      return true;
    default:
      return (inForeign && METADATA_NAMESPACES.has(attr.namespaceURI)) || EDITOR_NAMESPACES.has(attr.namespaceURI);
  }
}

function isSafeElement(element: Element, inMetadata: boolean): boolean {
  const ns = element.namespaceURI ?? '';
  const inForeign = ns !== NS.svg;
  if (inForeign && !EDITOR_NAMESPACES.has(ns) && !(inMetadata && METADATA_NAMESPACES.has(ns))) return false;
  if (!inForeign && !SVG_ELEMENTS.has(element.localName ?? '')) return false;
  for (const attr of Array.from(element.attributes)) {
    // Every value is read as CSS: presentation attributes are (`fill="url(…)"`, `cursor`…).
    if (/^on/i.test(attr.localName ?? '') || !isSafeCss(attr.value)) return false;
    if (!isAllowedAttribute(element, attr, inForeign)) return false;
  }
  return !(element.localName === 'style' && !inForeign && !isSafeCss(element.textContent ?? ''));
}

/** Every node of the tree, without recursion (a deeply nested upload must not blow the stack). */
function isSafeTree(root: Element): boolean {
  const stack: { node: Node; inMetadata: boolean }[] = [{ node: root, inMetadata: false }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node, inMetadata } = item;
    if (node.nodeType === TEXT || node.nodeType === CDATA || node.nodeType === COMMENT) continue;
    if (node.nodeType !== ELEMENT) return false;
    const element = node as Element;
    if (!isSafeElement(element, inMetadata)) return false;
    const childrenInMetadata = inMetadata || (element.namespaceURI === NS.svg && element.localName === 'metadata');
    for (let child = element.firstChild; child; child = child.nextSibling) {
      stack.push({ node: child, inMetadata: childrenInMetadata });
    }
  }
  return true;
}

/** True when an SVG carries nothing that could run, navigate or load from outside. */
export function isSafeSvg(text: string): boolean {
  const doc = parse(text);
  if (!doc || !isSafeProlog(doc)) return false;
  try {
    return isSafeTree(doc.documentElement!);
  } catch {
    return false;
  }
}
