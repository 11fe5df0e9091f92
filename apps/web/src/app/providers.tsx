import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { FETCH_DEFAULTS } from '@tlp/shared/limits';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { isApiRequestError, swrFetcher } from '@/lib/api-client.ts';
import { theme } from '@/theme.ts';

const MAX_RETRIES = 4;

/**
 * How every screen fetches (FETCH_DEFAULTS of @tlp/shared: deduping, revalidation on focus, retries
 * every 5 s, a 3 s slow-network timeout); an answer the server gave on purpose (4xx) is not asked again.
 */
const swrConfig: SWRConfiguration = {
  ...FETCH_DEFAULTS,
  fetcher: swrFetcher,
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return;
    if (retryCount > MAX_RETRIES) return;
    setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval);
  },
};

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
    </ThemeProvider>
  );
}
