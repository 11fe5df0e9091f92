import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { LOADING_TEXT } from '@/components/ui/full-page-loader.tsx';

/*
 * The dialogs of the public pages load on first use: /login stays small, and the long
 * privacy notice is only downloaded by those who open it.
 */

function Loading() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label={LOADING_TEXT} />
    </Backdrop>
  );
}

/** A dialog whose code loads on its first opening, and stays mounted then so its closing transition plays. */
function lazyDialog<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Dialog = lazy(load);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={<Loading />}>
        <Dialog {...(props as ComponentProps<typeof Dialog>)} />
      </Suspense>
    );
  };
}

export const LazyPlatformInfoDialog = lazyDialog(() => import('./platform-info-dialog.tsx'));
export const LazyPrivacyNoticeDialog = lazyDialog(() => import('./privacy-notice-dialog.tsx'));
