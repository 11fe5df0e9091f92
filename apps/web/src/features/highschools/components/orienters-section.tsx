import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrienterRow } from '@tlp/shared/highschools';
import { useState } from 'react';
import { PagePicker } from '@/components/ui/page-picker.tsx';
import { DeleteButton } from '@/components/ui/delete-button.tsx';
import { EmailText } from '@/components/ui/email-text.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { UI_TEXT } from '@/config/ui-text.ts';
import { formatMexicanPhone } from '@/lib/format-phone.ts';
import { formatLongDate } from '@tlp/shared/mexico-time';
import { ORIENTERS_PAGE_SIZE, useOrienters } from '../api/get-orienters.ts';
import { HS_TEXT } from '../messages.ts';

const fullName = (o: OrienterRow) => `${o.first_name} ${o.last_name}`.trim();

/**
 * The school's orienters (admin), each with a delete button: `onDelete` asks and deletes (the
 * page hands it in, as the deletion of accounts is the users feature's).
 */
export function OrientersSection({
  highschoolId,
  onDelete,
}: {
  highschoolId: number | string;
  onDelete: (orienter: { id: number; name: string }) => void;
}) {
  const paging = useState(1);
  const { data, error, retry } = useOrienters(highschoolId, paging[0]);

  let body;
  if (data?.rows.length) {
    body = (
      <Box
        component="ul"
        aria-label={HS_TEXT.orientersLabel}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {data.rows.map((orienter) => {
          const name = fullName(orienter);
          const phone = orienter.phone ? formatMexicanPhone(orienter.phone) : null;
          return (
            <Paper
              component="li"
              key={orienter.id}
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
                <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${HS_TEXT.colCreated}: ${formatLongDate(orienter.created_at)}`}
                </Typography>
              </Box>
              <Link href={`mailto:${orienter.email}`} sx={{ minWidth: 0 }}>
                <EmailText email={orienter.email} />
              </Link>
              {phone ? (
                <Link href={phone.href} aria-label={`${HS_TEXT.colPhone}: ${phone.text}`} sx={{ whiteSpace: 'nowrap' }}>
                  {phone.text}
                </Link>
              ) : (
                <span />
              )}
              <Box>
                <DeleteButton label={UI_TEXT.deletePerson(name)} onClick={() => onDelete({ id: orienter.id, name })} />
              </Box>
            </Paper>
          );
        })}
      </Box>
    );
  } else if (data) {
    body = <EmptyNote>{HS_TEXT.orientersEmpty}</EmptyNote>;
  } else if (error) {
    body = <BlockError message={HS_TEXT.loadError} onRetry={retry} />;
  } else {
    body = <BlockSkeleton label={HS_TEXT.orientersLoading} rows={2} />;
  }

  return (
    <PageSection title={HS_TEXT.orientersTitle}>
      {body}
      <PagePicker paging={paging} total={data?.total} pageSize={ORIENTERS_PAGE_SIZE} label={HS_TEXT.orientersLabel} />
    </PageSection>
  );
}
