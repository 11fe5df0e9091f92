/**
 * Checks on the text of an SVG's attribute values and <style> sheets: no script URLs and no
 * CSS that loads anything from outside the document (only `url(#fragment)` is kept).
 */

/** Browsers ignore whitespace and control characters inside a URL scheme (`java\tscript:`). */
export function withoutBlanks(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return text.replace(/[\u0000-\u0020\s]/g, '');
}

function safeChar(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** CSS escapes decoded, so `u\72l(` reads as `url(` the way a browser reads it. */
function decodeCssEscapes(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?|\\([\s\S])/gi, (_, hex: string | undefined, char: string) =>
    hex ? safeChar(parseInt(hex, 16)) : char,
  );
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');

/** CSS functions that fetch an image or document from a bare string, whatever its target. */
const FETCHING_FUNCTION = /(?:^|[^\w-])(?:-[a-z]+-)?(?:image-set|image|cross-fade|element|src)\(/i;
/** `url(` whose argument does not start with `#` (quotes and blanks skipped). */
const URL_NOT_TO_FRAGMENT = /url\s*\((?![\s"']*#)/i;

function hasScriptScheme(text: string): boolean {
  const compact = withoutBlanks(text).toLowerCase();
  return compact.includes('javascript:') || compact.includes('vbscript:');
}

function loadsFromOutside(css: string): boolean {
  return /@import/i.test(css) || FETCHING_FUNCTION.test(css) || URL_NOT_TO_FRAGMENT.test(css);
}

/** A style sheet or style value that references nothing but fragments of the same document. */
export function isSafeCss(css: string): boolean {
  const decoded = css.includes('\\') ? decodeCssEscapes(css) : css;
  const variants = new Set([css, decoded]);
  if (css.includes('/*')) for (const text of [...variants]) variants.add(withoutComments(text));
  return ![...variants].some((text) => hasScriptScheme(text) || loadsFromOutside(text));
}
