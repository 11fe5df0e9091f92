/** A list of ids in an address ('?areas=1,4,7'): valid ids only, without repeats; nothing usable gives []. */
export function parseIdList(param: string | null | undefined): number[] {
  if (!param) return [];
  const ids = param
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,10}$/.test(part))
    .map(Number)
    .filter((id) => id > 0 && id <= 2_147_483_647);
  return [...new Set(ids)];
}
