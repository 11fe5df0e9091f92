import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrienterRow } from '@tlp/shared/highschools';
import { useState } from 'react';
import { PageSection } from '@/components/ui/page-section.tsx';
import { formatLongDate } from '@/lib/format.ts';
import { ORIENTERS_PAGE_SIZE, useOrienters } from '../api/get-orienters.ts';
import { HS_TEXT } from '../messages.ts';
import { BlockError, BlockSkeleton } from './section-states.tsx';
import { useDeleteUser } from './use-delete-user.tsx';

const fullName = (o: OrienterRow) => `${o.first_name} ${o.last_name}`.trim();

/** The school's counselors (admin), each deletable after a confirmation (spec §2, §8). */
export function OrientersSection({ highschoolId }: { highschoolId: number | string }) {
  const [page, setPage] = useState(1);
  const { data, error, retry, mutate } = useOrienters(highschoolId, page);
  const { ask, ui } = useDeleteUser(() => mutate());

  const pageCount = data ? Math.max(1, Math.ceil(data.total / ORIENTERS_PAGE_SIZE)) : 1;
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
              <Link href={`mailto:${orienter.email}`} sx={{ overflowWrap: 'anywhere' }}>
                {orienter.email}
              </Link>
              {orienter.phone ? (
                <Link href={`tel:+52${orienter.phone}`} aria-label={`${HS_TEXT.colPhone}: ${orienter.phone}`}>
                  {orienter.phone}
                </Link>
              ) : (
                <span />
              )}
              <Box>
                <Button
                  color="error"
                  startIcon={<DeleteOutlineRounded />}
                  onClick={() => ask({ id: orienter.id, name })}
                  aria-label={HS_TEXT.deleteUserLabel(name)}
                >
                  {HS_TEXT.deleteUser}
                </Button>
              </Box>
            </Paper>
          );
        })}
      </Box>
    );
  } else if (data) {
    body = (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{HS_TEXT.orientersEmpty}</Typography>
      </Paper>
    );
  } else if (error) {
    body = <BlockError message={HS_TEXT.loadError} onRetry={retry} />;
  } else {
    body = <BlockSkeleton label={HS_TEXT.orientersLoading} rows={2} />;
  }

  return (
    <PageSection title={HS_TEXT.orientersTitle}>
      {body}
      {pageCount > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pageCount}
            page={page}
            onChange={(_e, value) => setPage(value)}
            siblingCount={0}
            aria-label={HS_TEXT.orientersLabel}
          />
        </Box>
      ) : null}
      {ui}
    </PageSection>
  );
}
