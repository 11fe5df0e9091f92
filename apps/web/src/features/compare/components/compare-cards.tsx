import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { COMPARE_TEXT as TEXT } from '../messages.ts';
import type { CompareColumn, CompareGroup, CompareLayoutProps } from './compare-rows.tsx';

/** One compared degree as a card: its name, university and campus, then every row of every group. */
function CompareCard({
  column,
  groups,
  onRemove,
}: {
  column: CompareColumn;
  groups: CompareGroup[];
  onRemove: (id: number, name: string) => void;
}) {
  const { degree } = column;
  const name = degree?.name ?? TEXT.missingColumn;
  const headingId = `comparar-${column.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Box sx={{ p: 2, bgcolor: 'brand.soft', display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Typography id={headingId} component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {degree ? (
            <Link component={RouterLink} to={paths.campusDegree.getHref(degree.campus_id, column.id)}>
              {name}
            </Link>
          ) : column.missing ? (
            TEXT.missing
          ) : (
            name
          )}
        </Typography>
        {degree ? (
          <Link
            component={RouterLink}
            to={paths.campus.getHref(degree.campus_id)}
            sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}
          >
            {degree.campus}
          </Link>
        ) : null}
        <Button
          size="small"
          color="error"
          startIcon={<CloseRounded />}
          aria-label={TEXT.removeLabel(name)}
          onClick={() => onRemove(column.id, name)}
          sx={{ ml: -1 }}
        >
          {TEXT.remove}
        </Button>
      </Box>
      {degree
        ? groups.map((group) => (
            <Box key={group.title} sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
              <Typography component="h3" variant="h6" sx={{ color: 'primary.main', mb: 0.5, fontSize: '1rem' }}>
                {group.title}
              </Typography>
              <Box component="dl" sx={{ m: 0 }}>
                {group.rows.map((row) => (
                  <Box
                    key={row.label}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)',
                      gap: 1.5,
                      py: 1,
                      borderTop: '1px solid',
                      borderColor: 'divider',
                    }}
                  >
                    <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>
                      {row.label}
                    </Box>
                    <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {row.cell(degree, column)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ))
        : null}
    </Card>
  );
}

/** The comparison on a phone: the degrees as cards, one under the other, with the same rows. */
export function CompareCards({ columns, groups, onRemove }: CompareLayoutProps) {
  return (
    <Box component="ul" aria-label={TEXT.cardsLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {columns.map((column) => (
        <li key={column.id}>
          <CompareCard column={column} groups={groups} onRemove={onRemove} />
        </li>
      ))}
    </Box>
  );
}
