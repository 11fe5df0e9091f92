import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DefaultGroup, StudentGroup } from '@tlp/shared/groups';
import { Link as RouterLink } from 'react-router';
import { PageSection } from '@/components/ui/page-section.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { useGroups } from '../api/get-groups.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';
import { GroupMembers } from './group-members.tsx';
import { GroupStats } from './group-stats.tsx';

type Member = (StudentGroup | DefaultGroup)['members'][number];

/** A student whose account may be deleted (the page hands the deletion in). */
interface StudentToDelete {
  id: number;
  name: string;
}

function GroupAccordion({
  highschoolId,
  group,
  defaultExpanded,
  onDelete,
}: {
  highschoolId: number | string;
  group: StudentGroup | DefaultGroup;
  defaultExpanded: boolean;
  /** Only admins may delete a student; the page passes this to them alone. */
  onDelete?: (member: Member) => void;
}) {
  return (
    <Accordion
      variant="outlined"
      defaultExpanded={defaultExpanded}
      disableGutters
      slotProps={{ heading: { component: 'div' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreRounded />}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          <GroupStats stats={group.stats} name={group.name} />
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <GroupMembers highschoolId={highschoolId} group={group} onDelete={onDelete} />
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * Students by group with their stats, on the school page (each group's first page of students
 * comes with the overview; "Ver más" and the search ask for more). Admins get a link to manage the groups
 * (`manageHref`) and a delete button on each student (`onDeleteStudent`: the page asks and deletes).
 */
export function GroupsOverview({
  highschoolId,
  title = TEXT.overviewTitle,
  manageHref,
  onDeleteStudent,
}: {
  highschoolId: number | string;
  title?: string;
  manageHref?: string;
  onDeleteStudent?: (student: StudentToDelete) => void;
}) {
  const { data, error, retry } = useGroups(highschoolId);
  let body;
  if (data) {
    const all = [...data.groups, data.defaultGroup];
    const total = all.reduce((sum, g) => sum + g.stats.members, 0);
    body =
      total === 0 && data.groups.length === 0 ? (
        <EmptyNote>{TEXT.empty}</EmptyNote>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {all.map((group) => (
            <GroupAccordion
              key={group.id ?? 'default'}
              highschoolId={highschoolId}
              group={group}
              defaultExpanded={all.length === 1}
              onDelete={onDeleteStudent ? (m) => onDeleteStudent({ id: m.user_id, name: m.full_name }) : undefined}
            />
          ))}
        </Box>
      );
  } else if (error) {
    body = <BlockError message={TEXT.loadError} onRetry={retry} />;
  } else {
    body = <BlockSkeleton label={TEXT.loading} rows={2} />;
  }
  return (
    <PageSection
      title={title}
      action={
        manageHref ? (
          <Button variant="outlined" startIcon={<GroupsRounded />} component={RouterLink} to={manageHref}>
            {TEXT.manage}
          </Button>
        ) : undefined
      }
    >
      {body}
    </PageSection>
  );
}
