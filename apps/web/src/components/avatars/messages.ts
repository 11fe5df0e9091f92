/** What the avatar picker and the avatar images say. */
export const AVATAR_TEXT = {
  gender: { girl: 'Chica', boy: 'Chico' },
  /** The accessible name of one avatar, e.g. 'Chica, estilo A, variante 1'. */
  name: (gender: string, style: string, variant: number) => `${gender}, estilo ${style}, variante ${variant}`,
  unknown: 'Avatar',
} as const;
