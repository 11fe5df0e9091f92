/** Styles for text that only screen readers announce. */
export const visuallyHidden = {
  position: 'absolute',
  // '1px', not 1: inside MUI's sx a bare 1 means 100%.
  width: '1px',
  height: '1px',
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
