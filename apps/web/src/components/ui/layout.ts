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
