import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { LOADING_TEXT } from '@/components/ui/full-page-loader.tsx';

/*
 * The dialogs of the public pages load on first use: /login stays small, and the long
 * privacy notice is only downloaded by those who open it.
 */
const PlatformInfoDialog = lazy(() => import('./platform-info-dialog.tsx'));
const PrivacyNoticeDialog = lazy(() => import('./privacy-notice-dialog.tsx'));

function Loading() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label={LOADING_TEXT} />
    </Backdrop>
  );
}

/** Mounted from the first opening on, so the closing transition still plays. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

export function LazyPlatformInfoDialog(props: ComponentProps<typeof PlatformInfoDialog>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={<Loading />}>
      <PlatformInfoDialog {...props} />
    </Suspense>
  );
}

export function LazyPrivacyNoticeDialog(props: ComponentProps<typeof PrivacyNoticeDialog>) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={<Loading />}>
      <PrivacyNoticeDialog {...props} />
    </Suspense>
  );
}
