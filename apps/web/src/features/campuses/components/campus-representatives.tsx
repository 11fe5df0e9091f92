import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { StaffAccountList } from '@/components/ui/staff-account-list.tsx';
import { useCampusRepresentatives } from '../api/get-campus-representatives.ts';
import { REPRESENTATIVES_TEXT as TEXT } from '../messages.ts';

/**
 * The campus's representatives (admin), each with a delete button: `onDelete` asks and deletes
 * (the page hands it in, as the deletion of accounts is the users feature's).
 */
export function CampusRepresentatives({
  campusId,
  onDelete,
}: {
  campusId: number | string;
  onDelete: (representative: { id: number; name: string }) => void;
}) {
  const headingId = useId();
  const { representatives, error, retry } = useCampusRepresentatives(campusId);

  let body;
  if (representatives?.length) {
    body = (
      <StaffAccountList
        accounts={representatives}
        labelledBy={headingId}
        nameLevel="h4"
        since={TEXT.since}
        phoneLabel={TEXT.phone}
        onDelete={onDelete}
      />
    );
  } else if (representatives) {
    body = <EmptyNote>{TEXT.empty}</EmptyNote>;
  } else if (error) {
    body = <BlockError message={TEXT.loadError} onRetry={retry} />;
  } else {
    body = <BlockSkeleton label={TEXT.loading} rows={2} />;
  }

  return (
    <Box sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {TEXT.title}
      </Typography>
      {body}
    </Box>
  );
}
