/**
 * A link from the catalogue data, only if it is one a browser should follow: an http(s) URL or
 * a path on this site. Anything else (javascript:, data:) gives null.
 */
export function safeHref(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
