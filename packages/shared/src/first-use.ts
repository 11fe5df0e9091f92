/**
 * A value built the first time it is asked for. For `Intl` formatters and collators: building one
 * loads its locale's (and time zone's) data, tens of milliseconds on a slow phone, so a module
 * that builds them when it loads makes every screen that imports it start later.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
