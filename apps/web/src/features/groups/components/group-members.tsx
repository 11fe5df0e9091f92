import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DefaultGroup, GroupMember, StudentGroup } from '@tlp/shared/groups';
import { normalizeSearch } from '@tlp/shared/search';
import { useState } from 'react';
import { focusRing, spreadRow } from '@/components/ui/layout.ts';
import { UI_TEXT } from '@/config/ui-text.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useGroupMembers } from '../api/get-group-members.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';
import { isSearchable, MemberListStatus, MemberRows, MoreMembers, useFocusOnMore } from './member-list-parts.tsx';
import { DeleteButton } from '@/components/ui/delete-button.tsx';
import { EmailText } from '@/components/ui/email-text.tsx';
import { SearchBox } from '@/components/ui/search-box.tsx';

interface GroupMembersProps {
  highschoolId: number | string;
  group: StudentGroup | DefaultGroup;
  /** Only admins may delete a student; the page passes this to them alone. */
  onDelete?: (member: GroupMember) => void;
}

/**
 * The students of one group on the school page: the first page the overview carried, "Ver más"
 * for the next ones, and a search by name once the group has more than a few students.
 */
export function GroupMembers({ highschoolId, group, onDelete }: GroupMembersProps) {
  const [input, setInput] = useState('');
  const term = useDebouncedValue(normalizeSearch(input), 300);
  if (group.stats.members === 0) return <Typography color="text.secondary">{TEXT.noMembers}</Typography>;
  return (
    <>
      {isSearchable(group.stats.members) ? (
        <SearchBox small label={TEXT.searchLabel(group.name)} value={input} onChange={setInput} />
      ) : null}
      {/* Keyed by the search: a new search starts again from its first page. */}
      <MembersFound key={term} highschoolId={highschoolId} group={group} term={term} onDelete={onDelete} />
    </>
  );
}

function MembersFound({ highschoolId, group, term, onDelete }: GroupMembersProps & { term: string }) {
  const list = useGroupMembers(highschoolId, group.id, group, { search: term });
  const focus = useFocusOnMore(list);
  const rows = (
    <MemberRows
      list={list}
      focus={focus}
      rowSx={{ ...spreadRow, gap: 1, py: 1, borderTop: 1, borderColor: 'divider', ...focusRing(2) }}
    >
      {(member) => (
        <>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{member.full_name}</Typography>
            <Typography variant="body2" color="text.secondary">
              <EmailText email={member.email} />
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {`${TEXT.favorites(member.favorite_degrees)} · ${TEXT.meetings(member.meetings)}`}
            </Typography>
            {onDelete ? (
              <DeleteButton small label={UI_TEXT.deletePerson(member.full_name)} onClick={() => onDelete(member)} />
            ) : null}
          </Box>
        </>
      )}
    </MemberRows>
  );
  return (
    <>
      <MemberListStatus list={list} term={term} />
      {rows}
      <MoreMembers list={list} label={TEXT.moreLabel(group.name)} onMore={focus.more} />
    </>
  );
}
