import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { theme } from '@/theme.ts';
import { EXPLORE_PAGE_SIZES, type ExplorePageSize } from './explore-query.ts';

/** A phone's width: the theme's `sm` breakpoint and below. */
const phoneWidth = (of: Theme) => of.breakpoints.down('sm');

/** The page size that suits the screen: fewer cards on a phone (EXPLORE_PAGE_SIZES). */
export function useExplorePageSize(): ExplorePageSize {
  const phone = useMediaQuery(phoneWidth, { noSsr: true });
  return phone ? EXPLORE_PAGE_SIZES.phone : EXPLORE_PAGE_SIZES.wide;
}

/** The same page size, read once outside React (to ask for the page before the screen is drawn). */
export function explorePageSizeNow(): ExplorePageSize {
  const phone = window.matchMedia(phoneWidth(theme).replace(/^@media\s*/, '')).matches;
  return phone ? EXPLORE_PAGE_SIZES.phone : EXPLORE_PAGE_SIZES.wide;
}
