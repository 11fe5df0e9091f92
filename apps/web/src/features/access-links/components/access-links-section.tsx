import AddLinkRounded from '@mui/icons-material/AddLinkRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AccessLink } from '@tlp/shared/access-links';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConfirmedAction } from '@/components/ui/confirmed-action.tsx';
import { DeleteButton } from '@/components/ui/delete-button.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { copyResult } from '@/components/ui/result-snackbar.tsx';
import { BlockSkeleton, EmptyNote, SectionBody } from '@/components/ui/section-states.tsx';
import { TileList } from '@/components/ui/tile-list.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { paths } from '@/config/paths.ts';
import { UI_TEXT } from '@/config/ui-text.ts';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { deleteAccessLink } from '../api/delete-access-link.ts';
import { useAccessLinks } from '../api/get-access-links.ts';
import { AL_OWNER_TEXT, AL_TEXT as TEXT } from '../messages.ts';
import { createLinkHref, type AccessLinkOwner } from '../owner.ts';
import { isExpired, shareLinkUrl, truncateShareLink } from '../share-link.ts';

/** A school with many links shows the first ones; 'Ver todos' unfolds the rest. */
const SHOWN_FIRST = 4;

/** Phones offer their own share sheet (Web Share API); elsewhere copying is the way. */
const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

function LinkCard({
  link,
  owner,
  onCopy,
  onDelete,
}: {
  link: AccessLink;
  owner: AccessLinkOwner;
  onCopy: (link: AccessLink) => void;
  onDelete: (link: AccessLink) => void;
}) {
  const ownerText = AL_OWNER_TEXT[owner.kind];
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
              void navigator
                .share({ title: ownerText.shareTitle, text: ownerText.shareText, url })
                .catch(() => undefined)
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
          {UI_TEXT.edit}
        </Button>
        <DeleteButton small label={TEXT.deleteLabel(name)} onClick={() => onDelete(link)} />
      </Box>
    </Paper>
  );
}

/**
 * A school's or a campus's access links (admin): share, copy, edit and delete. `children` follow
 * the links in the same section (a campus's page lists there who signed up with them).
 */
export function AccessLinksSection({
  owner,
  title = TEXT.title,
  children,
}: {
  owner: AccessLinkOwner;
  title?: string;
  children?: ReactNode;
}) {
  const ownerText = AL_OWNER_TEXT[owner.kind];
  const { links, error, retry, mutate } = useAccessLinks(owner);
  const [expanded, setExpanded] = useState(false);
  const removal = useConfirmedAction<AccessLink>({
    action: async (link) => {
      await deleteAccessLink(link.uuid);
      await mutate((list) => list?.filter((l) => l.uuid !== link.uuid), { revalidate: true });
      return { severity: 'success', message: TEXT.deleted };
    },
    failure: () => ({ severity: 'error', message: TEXT.deleteFailed }),
    confirm: (link) => ({
      title: TEXT.deleteTitle,
      body: ownerText.deleteBody(link.name || TEXT.untitled),
      confirmLabel: UI_TEXT.delete,
      busyLabel: UI_TEXT.deleting,
    }),
  });
  const copy = async (link: AccessLink) => removal.notify(await copyResult(shareLinkUrl(link.uuid), TEXT.copied));

  return (
    <PageSection
      title={title}
      action={
        <Button variant="contained" startIcon={<AddLinkRounded />} component={RouterLink} to={createLinkHref(owner)}>
          {TEXT.create}
        </Button>
      }
    >
      <SectionBody
        data={links}
        error={error}
        errorMessage={TEXT.loadError}
        onRetry={retry}
        loading={<BlockSkeleton label={TEXT.loading} rows={2} height={140} />}
        empty={<EmptyNote>{ownerText.sectionEmpty}</EmptyNote>}
      >
        {(list) => (
          <>
            <TileList minWidth="20rem" label={TEXT.listLabel}>
              {(expanded ? list : list.slice(0, SHOWN_FIRST)).map((link) => (
                <LinkCard
                  key={link.uuid}
                  link={link}
                  owner={owner}
                  onCopy={(l) => void copy(l)}
                  onDelete={removal.ask}
                />
              ))}
            </TileList>
            {list.length > SHOWN_FIRST ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
                <Button
                  variant="outlined"
                  aria-expanded={expanded}
                  startIcon={expanded ? <ExpandLessRounded /> : <ExpandMoreRounded />}
                  onClick={() => setExpanded((open) => !open)}
                >
                  {expanded ? TEXT.showFewer : TEXT.showAll(list.length)}
                </Button>
              </Box>
            ) : null}
          </>
        )}
      </SectionBody>
      {children}
      {removal.ui}
    </PageSection>
  );
}
