import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { GroupMember } from '@tlp/shared/groups';
import { useCallback, useState, type ReactNode } from 'react';
import { BusyButton } from '@/components/ui/busy-button.tsx';
import { BlockError } from '@/components/ui/section-states.tsx';
import type { MemberList } from '../api/get-group-members.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';

/** Past this many students, finding one by eye is slow: the list gets a search by name. */
export const SEARCH_FROM = 10;

/** Whether a list of `students` gets a search box (it searches the whole list, every page of it). */
export const isSearchable = (students: number) => students > SEARCH_FROM;

/**
 * What a list says of itself, read out as it changes: the search under way, its matches or
 * none, and how many of the whole list are shown. `semester`: the list keeps one semester.
 */
export function MemberListStatus({
  list,
  term,
  semester = false,
}: {
  list: MemberList;
  term: string;
  semester?: boolean;
}) {
  let text = '';
  if (list.loading) text = TEXT.searching;
  else if (term && list.total === 0) text = TEXT.noMatches(term);
  else if (semester && list.total === 0) text = TEXT.noneInSemester;
  else if (list.total !== undefined) {
    const shown = list.members.length;
    let found = '';
    if (term) found = TEXT.matches(list.total, term);
    else if (semester) found = TEXT.inSemester(list.total);
    const parts = [found, shown < list.total ? TEXT.showing(shown, list.total) : ''];
    text = parts.filter(Boolean).join('. ');
  }
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.25rem', mb: 0.5 }}>
      {text}
    </Typography>
  );
}

/** Grey rows while a search loads (the status above says so). */
function MemberRowsSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 1, py: 1 }}>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={40} />
    </Box>
  );
}

/** "Ver más" (or `text`) under a list that has more pages; its spinner while one loads, or its error. */
export function MoreMembers({
  list,
  label,
  onMore,
  text = TEXT.more,
}: {
  list: MemberList;
  label: string;
  onMore: () => void;
  text?: string;
}) {
  if (list.moreError) return <BlockError message={TEXT.moreFailed} onRetry={list.retry} framed={false} small />;
  if (!list.hasMore) return null;
  return (
    <BusyButton
      busy={list.loadingMore}
      onClick={onMore}
      aria-label={list.loadingMore ? TEXT.loadingMore : label}
      startIcon={<ExpandMoreRounded aria-hidden="true" />}
      sx={{ mt: 1, width: { xs: '100%', sm: 'auto' } }}
    >
      {list.loadingMore ? TEXT.loadingMore : text}
    </BusyButton>
  );
}

/**
 * Moves the focus to the first student a "Ver más" added, once it is there, so that keyboard and
 * screen-reader users go on reading where the new page starts. `more` asks for the next page;
 * `rowRef(index)` goes on each row (focusable with tabIndex -1).
 */
export function useFocusOnMore(list: MemberList) {
  const [from, setFrom] = useState<number | null>(null);
  const focusRow = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    node.focus();
    setFrom(null);
  }, []);
  return {
    more: () => {
      setFrom(list.members.length);
      list.loadMore();
    },
    rowRef: (index: number) => (index === from ? focusRow : undefined),
  };
}

interface MemberRowsProps {
  list: MemberList;
  focus: ReturnType<typeof useFocusOnMore>;
  /** What an empty list says (none when a search found nothing: the status says so). */
  empty?: ReactNode;
  /** The id of the heading that names the list, if it has one. */
  labelledBy?: string;
  rowSx: SxProps<Theme>;
  children: (member: GroupMember) => ReactNode;
}

/**
 * The students of a list, a row each; the first row a "Ver más" added takes the focus. While a
 * search loads, grey rows; when it failed, its retry.
 */
export function MemberRows({ list, focus, empty = null, labelledBy, rowSx, children }: MemberRowsProps) {
  if (list.error) return <BlockError message={TEXT.searchFailed} onRetry={list.retry} framed={false} small />;
  if (list.loading) return <MemberRowsSkeleton />;
  if (list.members.length === 0) return empty;
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {list.members.map((member, index) => (
        <Box component="li" key={member.user_id} ref={focus.rowRef(index)} tabIndex={-1} sx={rowSx}>
          {children(member)}
        </Box>
      ))}
    </Box>
  );
}
