/** The 36 avatar choices: girl/boy × styles A–F × variants 1–3. */
export const AVATAR_GENDERS = ['girl', 'boy'] as const;
export const AVATAR_STYLES = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export const AVATAR_VARIANTS = [1, 2, 3] as const;

export const AVATARS: readonly string[] = AVATAR_GENDERS.flatMap((g) =>
  AVATAR_STYLES.flatMap((s) => AVATAR_VARIANTS.map((v) => `${g}-${s}-${v}`)),
);

export function isAvatar(value: string): boolean {
  return AVATARS.includes(value);
}
