import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DefaultGroup, StudentGroup } from '@tlp/shared/groups';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useDeleteUser } from '@/features/highschools/components/use-delete-user.tsx';
import { HS_TEXT } from '@/features/highschools/messages.ts';
import { PageSection } from '@/components/ui/page-section.tsx';
import { BlockError, BlockSkeleton } from '@/features/highschools/components/section-states.tsx';
import { useGroups } from '../api/get-groups.ts';
import { GROUPS_TEXT as TEXT } from '../messages.ts';
import { GroupStats } from './group-stats.tsx';

type Member = (StudentGroup | DefaultGroup)['members'][number];

function GroupAccordion({
  group,
  defaultExpanded,
  onDelete,
}: {
  group: StudentGroup | DefaultGroup;
  defaultExpanded: boolean;
  /** Admins may delete a student (spec §6), after a confirmation. */
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
        {group.members.length === 0 ? (
          <Typography color="text.secondary">{TEXT.noMembers}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.members.map((member) => (
              <Box
                component="li"
                key={member.user_id}
                sx={{
                  py: 1,
                  borderTop: 1,
                  borderColor: 'divider',
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  justifyContent: 'space-between',
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
                      aria-label={HS_TEXT.deleteUserLabel(member.full_name)}
                      onClick={() => onDelete(member)}
                    >
                      {HS_TEXT.deleteUser}
                    </Button>
                  ) : null}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

/** Students by group with stats (read only), on the school page (spec §2). */
export function GroupsOverview({
  highschoolId,
  title,
  action,
  canDeleteStudents = false,
}: {
  highschoolId: number | string;
  title: string;
  action?: ReactNode;
  canDeleteStudents?: boolean;
}) {
  const { data, error, retry, mutate } = useGroups(highschoolId);
  const { ask, ui } = useDeleteUser(() => mutate());
  let body;
  if (data) {
    const all = [...data.groups, data.defaultGroup];
    const total = all.reduce((sum, g) => sum + g.stats.members, 0);
    body =
      total === 0 && data.groups.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{TEXT.empty}</Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          {all.map((group) => (
            <GroupAccordion
              key={group.id ?? 'default'}
              group={group}
              defaultExpanded={all.length === 1}
              onDelete={canDeleteStudents ? (m) => ask({ id: m.user_id, name: m.full_name }) : undefined}
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
    <PageSection title={title} action={action}>
      {body}
      {ui}
    </PageSection>
  );
}
