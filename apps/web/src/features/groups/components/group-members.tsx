import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DefaultGroup, GroupMember, StudentGroup } from '@tlp/shared/groups';
import { useState } from 'react';
import { focusRing, spreadRow } from '@/components/ui/layout.ts';
import { UI_TEXT } from '@/config/ui-text.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useGroupMembers } from '../api/get-group-members.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';
import {
  isSearchable,
  MemberListStatus,
  MemberRowsSkeleton,
  MemberSearchError,
  MoreMembers,
  useFocusOnMore,
} from './member-list-parts.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';

interface GroupMembersProps {
  highschoolId: number | string;
  group: StudentGroup | DefaultGroup;
  /** Only admins may delete a student; the page passes this to them alone. */
  onDelete?: (member: GroupMember) => void;
}

/**
 * The students of one group on the school page: the first page the overview carried, "Ver más"
 * for the next ones, and a search by name once the group has more than a page.
 */
export function GroupMembers({ highschoolId, group, onDelete }: GroupMembersProps) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), 300);
  if (group.stats.members === 0) return <Typography color="text.secondary">{TEXT.noMembers}</Typography>;
  return (
    <>
      {isSearchable(group.stats.members) ? (
        <SearchBox small label={TEXT.searchLabel(group.name)} value={input} onChange={setInput} />
      ) : null}
      {/* Keyed by the search: a new search starts again from its first page. */}
      <MemberRows key={term} highschoolId={highschoolId} group={group} term={term} onDelete={onDelete} />
    </>
  );
}

function MemberRows({ highschoolId, group, term, onDelete }: GroupMembersProps & { term: string }) {
  const list = useGroupMembers(highschoolId, group.id, group, term);
  const focus = useFocusOnMore(list);
  let rows;
  if (list.error) rows = <MemberSearchError list={list} />;
  else if (list.loading) rows = <MemberRowsSkeleton />;
  else if (list.members.length === 0)
    rows = null; // the status says there are no matches
  else
    rows = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.members.map((member, index) => (
          <Box
            component="li"
            key={member.user_id}
            ref={focus.rowRef(index)}
            tabIndex={-1}
            sx={{
              ...spreadRow,
              gap: 1,
              py: 1,
              borderTop: 1,
              borderColor: 'divider',
              ...focusRing(2),
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.full_name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {`${TEXT.favorites(member.favorite_degrees)} · ${TEXT.meetings(member.meetings)}`}
              </Typography>
              {onDelete ? (
                <Button
                  color="error"
                  size="small"
                  startIcon={<DeleteOutlineRounded />}
                  aria-label={UI_TEXT.deletePerson(member.full_name)}
                  onClick={() => onDelete(member)}
                >
                  {UI_TEXT.delete}
                </Button>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    );
  return (
    <>
      <MemberListStatus list={list} term={term} />
      {rows}
      <MoreMembers list={list} label={TEXT.moreLabel(group.name)} onMore={focus.more} />
    </>
  );
}
