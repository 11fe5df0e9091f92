import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { GuardianConsentRow, GuardianWaitState } from '@tlp/shared/consents';
import { useId, useRef, useState } from 'react';
import { PagePicker } from '@/components/ui/page-picker.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import type { Page } from '@/lib/api-client.ts';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { GUARDIAN_LIST_PAGE_SIZE, guardianConsentsPath, useGuardianConsents } from '../api/get-guardian-consents.ts';
import { GUARDIAN_LIST_TEXT as TEXT } from '../messages.ts';
import { GuardianStudentRow } from './guardian-student-row.tsx';

/** The moment a page's `can_resend_at` is compared with: taken when the page arrives. */
function useArrivedAt(page: Page<GuardianConsentRow> | undefined) {
  const [now, setNow] = useState(() => Date.now());
  const [seen, setSeen] = useState(page);
  if (seen !== page) {
    setSeen(page);
    setNow(Date.now());
  }
  return now;
}

/** One list (a state), paged; mounted per opening, so it starts on page 1. */
function StudentsList({
  highschoolId,
  state,
  titleId,
  onResult,
  onPage,
}: {
  highschoolId: number | string;
  state: GuardianWaitState;
  titleId: string;
  onResult: (result: Result) => void;
  onPage: () => void;
}) {
  const [pageNumber, setPageNumber] = useState(1);
  const { page, error, retry } = useGuardianConsents(highschoolId, state, pageNumber);
  const revalidate = useRevalidatePaths();
  const now = useArrivedAt(page);

  // A resend took the last student off this page (a refused one is pending now): one page back.
  const lastPage = page ? Math.max(1, Math.ceil(page.total / GUARDIAN_LIST_PAGE_SIZE)) : pageNumber;
  if (page && page.rows.length === 0 && pageNumber > lastPage) setPageNumber(lastPage);

  let body;
  if (page && page.rows.length > 0) {
    body = (
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {page.rows.map((row) => (
          <GuardianStudentRow
            key={row.user_id}
            highschoolId={highschoolId}
            row={row}
            now={now}
            onResult={onResult}
            onChanged={() => void revalidate(guardianConsentsPath(highschoolId))}
          />
        ))}
      </Box>
    );
  } else if (page) {
    body = <EmptyNote>{TEXT.empty}</EmptyNote>;
  } else if (error) {
    body = <BlockError message={TEXT.loadError} onRetry={retry} />;
  } else {
    body = <BlockSkeleton label={TEXT.loading} rows={3} height={72} />;
  }

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {TEXT.intro[state]}
      </Typography>
      <Typography role="status" sx={{ fontWeight: 700, mb: 1.5, minHeight: '1.5rem' }}>
        {page ? TEXT.count(page.total) : ''}
      </Typography>
      {body}
      <PagePicker
        paging={[
          pageNumber,
          (next) => {
            setPageNumber(next);
            onPage();
          },
        ]}
        total={page?.total}
        pageSize={GUARDIAN_LIST_PAGE_SIZE}
        label={TEXT.pages}
        color="primary"
      />
    </>
  );
}

/**
 * The students behind one of the summary's counts (`state`; null closes it), by name and paged,
 * full screen on phones. Pending and refused requests can be resent from each row; the list and
 * the counts are asked again afterwards. `onClosed` runs once it has left the screen.
 */
export function GuardianStudentsDialog({
  highschoolId,
  state,
  onClose,
  onClosed,
}: {
  highschoolId: number | string;
  state: GuardianWaitState | null;
  onClose: () => void;
  onClosed?: () => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const content = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<Result | null>(null);
  // Keeps the list while the dialog slides out after `state` is cleared.
  const [shown, setShown] = useState(state);
  if (state !== null && state !== shown) setShown(state);

  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id={titleId} component="h2" variant="h5">
        {shown ? TEXT.title[shown] : ''}
      </DialogTitle>
      <DialogContent dividers ref={content}>
        {shown ? (
          <StudentsList
            key={shown}
            highschoolId={highschoolId}
            state={shown}
            titleId={titleId}
            onResult={setResult}
            onPage={() => content.current?.scrollTo?.({ top: 0 })}
          />
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose}>
          {TEXT.close}
        </Button>
      </DialogActions>
      {/* Inside the dialog: outside, the open modal hides it from screen readers. */}
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </Dialog>
  );
}
