import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

const AA = 4.5;

describe('theme', () => {
  it('keeps warning text readable: white on a warning chip, warning.dark on white (WCAG AA)', () => {
    const { warning, background } = theme.palette;
    // '3/5 lugares usados' on a full link, and 'Sin lugares disponibles' under it.
    expect(getContrastRatio(warning.contrastText, warning.main)).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(warning.dark, background.paper)).toBeGreaterThanOrEqual(AA);
    // An outlined warning chip ('Cambios sin guardar') writes warning.main on white.
    expect(getContrastRatio(warning.main, background.paper)).toBeGreaterThanOrEqual(AA);
  });

  it('draws a strong focus ring on every control and card reached with the keyboard', () => {
    type Root = { root?: Record<string, { outline?: string }> };
    const ring = (component: 'MuiButtonBase' | 'MuiCard' | 'MuiLink' | 'MuiTab', selector: string) =>
      (theme.components?.[component]?.styleOverrides as Root | undefined)?.root?.[selector]?.outline;
    for (const [component, selector] of [
      ['MuiButtonBase', '&.Mui-focusVisible'],
      ['MuiCard', '&:has(> .MuiCardActionArea-root.Mui-focusVisible)'],
      ['MuiLink', '&:focus-visible'],
      ['MuiTab', '&.Mui-focusVisible'],
    ] as const) {
      expect(ring(component, selector), component).toMatch(/^3px solid #/);
    }
  });
});
