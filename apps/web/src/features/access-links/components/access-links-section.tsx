import AddLinkRounded from '@mui/icons-material/AddLinkRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AccessLink } from '@tlp/shared/access-links';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '@/components/ui/page-section.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { paths } from '@/config/paths.ts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ResultSnackbar, type Result } from '@/components/ui/result-snackbar.tsx';
import { BlockError, BlockSkeleton } from '@/features/highschools/components/section-states.tsx';
import { formatLongDate } from '@/lib/format.ts';
import { deleteAccessLink } from '../api/delete-access-link.ts';
import { useHighschoolAccessLinks } from '../api/get-highschool-access-links.ts';
import { AL_TEXT as TEXT } from '../messages.ts';
import { copyText, isExpired, shareLinkUrl, truncateShareLink } from '../share-link.ts';

/** Phones offer their own share sheet (Web Share API); elsewhere copying is the way. */
const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

function LinkCard({
  link,
  onCopy,
  onDelete,
}: {
  link: AccessLink;
  onCopy: (link: AccessLink) => void;
  onDelete: (link: AccessLink) => void;
}) {
  const name = link.name || TEXT.untitled;
  const expired = isExpired(link.expires_at);
  const full = link.seats_used >= link.seats;
  const url = shareLinkUrl(link.uuid);
  const shareText = truncateShareLink(url);
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere', mr: 'auto' }}>
          {name}
        </Typography>
        <Chip size="small" label={TEXT.seats(link.seats_used, link.seats)} color={full ? 'warning' : 'default'} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {TEXT.created(formatLongDate(link.created_at))}
      </Typography>
      <Typography
        variant="body2"
        sx={{ color: expired ? 'error.main' : 'text.secondary', fontWeight: expired ? 700 : 400 }}
      >
        {link.expires_at
          ? expired
            ? TEXT.expired(formatLongDate(link.expires_at))
            : TEXT.expires(formatLongDate(link.expires_at))
          : TEXT.noExpiry}
      </Typography>
      {full ? (
        <Typography variant="body2" sx={{ color: 'warning.dark' }}>
          {TEXT.full}
        </Typography>
      ) : null}
      <Box
        sx={{
          mt: 1.5,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: '0.875rem',
          overflowWrap: 'anywhere',
        }}
        title={url}
      >
        <Box component="span" sx={visuallyHidden}>
          {`${TEXT.shareLabel}: `}
        </Box>
        {shareText}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopyRounded />}
          onClick={() => onCopy(link)}
          aria-label={TEXT.copyLabel(name)}
        >
          {TEXT.copy}
        </Button>
        {canShare ? (
          <Button
            size="small"
            startIcon={<ShareRounded />}
            onClick={() =>
              void navigator.share({ title: TEXT.shareTitle, text: TEXT.shareText, url }).catch(() => undefined)
            }
            aria-label={TEXT.shareButtonLabel(name)}
          >
            {TEXT.share}
          </Button>
        ) : null}
        <Button
          size="small"
          startIcon={<EditRounded />}
          component={RouterLink}
          to={paths.accessLinkEdit.getHref(link.uuid)}
          aria-label={TEXT.editLabel(name)}
        >
          {TEXT.edit}
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineRounded />}
          onClick={() => onDelete(link)}
          aria-label={TEXT.deleteLabel(name)}
        >
          {TEXT.delete}
        </Button>
      </Box>
    </Paper>
  );
}

/** The school's access links (admin): share, copy, edit and delete (spec §2, §8). */
export function AccessLinksSection({ highschoolId, title }: { highschoolId: number | string; title: string }) {
  const { links, error, retry, mutate } = useHighschoolAccessLinks(highschoolId);
  const [pending, setPending] = useState<AccessLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const copy = async (link: AccessLink) => {
    const ok = await copyText(shareLinkUrl(link.uuid));
    setResult(ok ? { severity: 'success', message: TEXT.copied } : { severity: 'error', message: TEXT.copyFailed });
  };

  const remove = async () => {
    if (!pending) return;
    const link = pending;
    setBusy(true);
    try {
      await deleteAccessLink(link.uuid);
      setResult({ severity: 'success', message: TEXT.deleted });
      await mutate((list) => list?.filter((l) => l.uuid !== link.uuid), { revalidate: true });
    } catch {
      setResult({ severity: 'error', message: TEXT.deleteFailed });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  let body;
  if (links?.length) {
    body = (
      <Box
        component="ul"
        aria-label={TEXT.listLabel}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
        }}
      >
        {links.map((link) => (
          <LinkCard key={link.uuid} link={link} onCopy={(l) => void copy(l)} onDelete={setPending} />
        ))}
      </Box>
    );
  } else if (links) {
    body = (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{TEXT.sectionEmpty}</Typography>
      </Paper>
    );
  } else if (error) {
    body = <BlockError message={TEXT.loadError} onRetry={retry} />;
  } else {
    body = <BlockSkeleton label={TEXT.loading} rows={2} height={140} />;
  }

  return (
    <PageSection
      title={title}
      action={
        <Button
          variant="contained"
          startIcon={<AddLinkRounded />}
          component={RouterLink}
          to={paths.accessLinkCreate.getHref(highschoolId)}
        >
          {TEXT.create}
        </Button>
      }
    >
      {body}
      <ConfirmDialog
        open={pending !== null}
        title={TEXT.deleteTitle}
        body={pending ? TEXT.deleteBody(pending.name || TEXT.untitled) : ''}
        confirmLabel={TEXT.delete}
        busyLabel={TEXT.deleting}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void remove()}
      />
      <ResultSnackbar result={result} onClose={() => setResult(null)} />
    </PageSection>
  );
}
