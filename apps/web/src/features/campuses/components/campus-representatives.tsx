import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CampusRepresentative } from '@tlp/shared/campuses';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { useId } from 'react';
import { DeleteButton } from '@/components/ui/delete-button.tsx';
import { EmailText } from '@/components/ui/email-text.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { formatMexicanPhone } from '@/lib/format-phone.ts';
import { useCampusRepresentatives } from '../api/get-campus-representatives.ts';
import { REPRESENTATIVES_TEXT as TEXT } from '../messages.ts';

const fullName = (r: CampusRepresentative) => `${r.first_name} ${r.last_name}`.trim();

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
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {representatives.map((representative) => {
          const name = fullName(representative);
          const phone = representative.phone ? formatMexicanPhone(representative.phone) : null;
          return (
            <Paper
              component="li"
              key={representative.id}
              variant="outlined"
              sx={{
                p: 2,
                display: 'grid',
                gap: 1,
                alignItems: 'center',
                gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.5fr) auto' },
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h4" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {TEXT.since(formatLongDate(representative.created_at))}
                </Typography>
              </Box>
              <Link href={`mailto:${representative.email}`} sx={{ minWidth: 0 }}>
                <EmailText email={representative.email} />
              </Link>
              {phone ? (
                <Link href={phone.href} aria-label={TEXT.phone(phone.text)} sx={{ whiteSpace: 'nowrap' }}>
                  {phone.text}
                </Link>
              ) : (
                <span />
              )}
              <Box>
                <DeleteButton
                  label={UI_TEXT.deletePerson(name)}
                  onClick={() => onDelete({ id: representative.id, name })}
                />
              </Box>
            </Paper>
          );
        })}
      </Box>
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
