/**
 * A row whose items sit at both ends (a heading and its actions) and wrap onto a new line on a
 * narrow screen. Spread into `sx` and add the gap and margins: `sx={{ ...spreadRow, gap: 2 }}`.
 */
export const spreadRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
} as const;

/** Fills its positioned parent: a layer over or under a picture. Spread into `sx`: `sx={{ ...fill, … }}`. */
export const fill = { position: 'absolute', inset: 0 } as const;

/** A layer that fills its positioned parent and centres what it holds (a placeholder's icon). */
export const fillCentered = { ...fill, display: 'grid', placeItems: 'center' } as const;

/** The focus ring of an element that takes focus without being a control (a list row). */
export const focusRing = (offset: number) =>
  ({ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: offset } }) as const;
