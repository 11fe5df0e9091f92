import { createTheme } from '@mui/material/styles';

/**
 * The one theme of the app. Contrast ratios (WCAG AA needs 4.5:1 for body text):
 * white on primary 11.3, white on secondary 4.8, text.secondary on the page background 8.3,
 * brand.highlight on primary 6.6, white on warning 6.0, warning.dark on white 9.1.
 */
const PRIMARY = '#3b2a86';
const SECONDARY = '#c8461b';

/**
 * The keyboard focus ring of every control and card: 3 px of the primary colour around it.
 * Controls that fill a clipped box (tabs, menu items, an accordion's header) draw it inside.
 */
const FOCUS_OUTLINE = `3px solid ${PRIMARY}`;
const focusRing = { outline: FOCUS_OUTLINE, outlineOffset: 2 } as const;
const insetFocusRing = { outline: FOCUS_OUTLINE, outlineOffset: -3 } as const;

declare module '@mui/material/styles' {
  interface Palette {
    brand: { highlight: string; soft: string; gradient: string };
  }
  interface PaletteOptions {
    brand?: { highlight: string; soft: string; gradient: string };
  }
}

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, light: '#5a46b8', dark: '#261a5c', contrastText: '#ffffff' },
    secondary: { main: SECONDARY, light: '#e5683d', dark: '#a3360f', contrastText: '#ffffff' },
    background: { default: '#f6f4fb', paper: '#ffffff' },
    text: { primary: '#1d1736', secondary: '#4a4560' },
    error: { main: '#b3261e' },
    // MUI's orange (#ed6c02) holds white text at 3.1:1 and its dark shade on white at 3.8:1.
    warning: { main: '#a14a00', light: '#d9822b', dark: '#6e3300', contrastText: '#ffffff' },
    success: { main: '#1e6b3a' },
    brand: {
      highlight: '#ffb59a',
      soft: '#e9e4f7',
      gradient: `linear-gradient(145deg, ${PRIMARY} 0%, #4b2f9e 55%, #6a3aa8 100%)`,
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Nunito", "Segoe UI", Roboto, Arial, sans-serif',
    fontWeightRegular: 400,
    fontWeightMedium: 700,
    fontWeightBold: 700,
    // Body text is 16 px everywhere, phones included; smaller text only for captions.
    body1: { fontSize: '1rem', lineHeight: 1.6 },
    body2: { fontSize: '1rem', lineHeight: 1.5 },
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.15 },
    h2: { fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.2 },
    h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
    // Section headings: a step larger from the sm breakpoint (600 px) up.
    h4: { fontSize: '1.375rem', fontWeight: 700, '@media (min-width:600px)': { fontSize: '1.5rem' } },
    h5: { fontSize: '1.25rem', fontWeight: 700 },
    h6: { fontSize: '1.125rem', fontWeight: 700 },
    button: { fontWeight: 700, textTransform: 'none', fontSize: '1rem' },
  },
  components: {
    // Buttons, icon buttons, chips, checkboxes, card links: ButtonBase marks keyboard focus with this class.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiTab: {
      styleOverrides: {
        root: { fontWeight: 700, fontSize: '1rem', minHeight: 48, '&.Mui-focusVisible': insetFocusRing },
      },
    },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    MuiAccordionSummary: { styleOverrides: { root: { '&.Mui-focusVisible': insetFocusRing } } },
    // A card clips what overflows it: the ring of its link goes around the whole card instead.
    MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: 'none' } } } },
    MuiCard: { styleOverrides: { root: { '&:has(> .MuiCardActionArea-root.Mui-focusVisible)': focusRing } } },
    MuiLink: { defaultProps: { underline: 'always' }, styleOverrides: { root: { '&:focus-visible': focusRing } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 20, minHeight: 44 } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiInputBase: { styleOverrides: { input: { fontSize: '1rem' } } },
    MuiFormHelperText: { styleOverrides: { root: { fontSize: '0.875rem', lineHeight: 1.45 } } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
  },
});
