import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { MemberList } from '../api/get-group-members.ts';
import type { ShownStudent } from '../group-selection.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';
import { MemberListStatus, MemberRows, MoreMembers, useFocusOnMore } from './member-list-parts.tsx';
import { focusRing } from '@/components/ui/layout.ts';
import { EmailText } from '@/components/ui/email-text.tsx';

interface EditorMemberListProps {
  list: MemberList;
  /** The saved members of the group (checked unless unticked), or the ungrouped students. */
  member: boolean;
  heading: string;
  /** What the list says when it is empty and there is no search. */
  empty: string;
  moreLabel: string;
  /** The text of the button that loads the next page ("Ver más" unless given). */
  moreText?: string;
  term: string;
  /** The list keeps one semester. */
  semester?: boolean;
  isSelected: (student: ShownStudent) => boolean;
  onToggle: (student: ShownStudent) => void;
}

/** A list of a group editor (its members, or the students without a group), a checkbox per student. */
export function EditorMemberList({
  list,
  member,
  heading,
  empty,
  moreLabel,
  moreText,
  term,
  semester = false,
  isSelected,
  onToggle,
}: EditorMemberListProps) {
  const headingId = useId();
  const focus = useFocusOnMore(list);
  const rows = (
    <MemberRows
      empty={term || semester ? null : <Typography color="text.secondary">{empty}</Typography>}
      list={list}
      focus={focus}
      labelledBy={headingId}
      rowSx={{ borderBottom: 1, borderColor: 'divider', ...focusRing(-2) }}
    >
      {(student) => {
        const shown = { id: student.user_id, member };
        return (
          <FormControlLabel
            sx={{
              width: '100%',
              m: 0,
              py: 0.5,
              alignItems: 'flex-start',
              '& .MuiFormControlLabel-label': { minWidth: 0, pt: 1 },
            }}
            control={<Checkbox checked={isSelected(shown)} onChange={() => onToggle(shown)} />}
            label={
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {student.full_name}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {/* A long e-mail breaks where it must; the counts after it keep together. */}
                  <EmailText email={student.email} />
                  {' · '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {`${TEXT.favorites(student.favorite_degrees)} · ${TEXT.meetings(student.meetings)}`}
                  </Box>
                </Typography>
              </>
            }
          />
        );
      }}
    </MemberRows>
  );
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      <MemberListStatus list={list} term={term} semester={semester} />
      {rows}
      <MoreMembers list={list} label={moreLabel} text={moreText} onMore={focus.more} />
    </Box>
  );
}
