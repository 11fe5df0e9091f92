import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EXPLORE_PAGE_SIZES, type ExplorePageSize } from './explore-query.ts';

/** The page size that suits the screen: fewer cards on a phone (EXPLORE_PAGE_SIZES). */
export function useExplorePageSize(): ExplorePageSize {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return phone ? EXPLORE_PAGE_SIZES.phone : EXPLORE_PAGE_SIZES.wide;
}
