import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { paths } from '@/config/paths.ts';
import { COMPARE_TEXT as TEXT } from '../messages.ts';
import type { CompareLayoutProps } from './compare-rows.tsx';

const cellSx = {
  p: 1.5,
  borderBottom: '1px solid',
  borderColor: 'divider',
  verticalAlign: 'top',
  textAlign: 'left',
  overflowWrap: 'anywhere',
} as const;

const labelSx = { ...cellSx, fontWeight: 700, bgcolor: '#faf9fd' } as const;

/**
 * The comparison on a wide screen: one column per degree (up to four, all in view: the columns
 * share the width and their text wraps), one row per feature, the rows in titled groups.
 */
export function CompareTable({ columns, groups, onRemove }: CompareLayoutProps) {
  return (
    <Box
      role="region"
      aria-label={TEXT.tableCaption}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box component="table" sx={{ borderCollapse: 'separate', borderSpacing: 0, width: '100%', tableLayout: 'fixed' }}>
        <Box component="caption" sx={visuallyHidden}>
          {TEXT.tableCaption}
        </Box>
        <Box component="colgroup">
          <Box component="col" sx={{ width: columns.length > 2 ? '19%' : '24%' }} />
          {columns.map((c) => (
            <col key={c.id} />
          ))}
        </Box>
        <thead>
          <tr>
            <Box component="td" sx={{ ...labelSx, color: 'text.secondary', fontWeight: 600 }}>
              {TEXT.feature}
            </Box>
            {columns.map((c) => {
              const name = c.degree?.name ?? TEXT.missingColumn;
              return (
                <Box component="th" scope="col" key={c.id} sx={{ ...cellSx, bgcolor: 'brand.soft' }}>
                  {c.degree ? (
                    <>
                      <Link
                        component={RouterLink}
                        to={paths.campusDegree.getHref(c.degree.campus_id, c.id)}
                        sx={{ display: 'block', fontSize: '1.0625rem', fontWeight: 800 }}
                      >
                        {name}
                      </Link>
                      <Link
                        component={RouterLink}
                        to={paths.campus.getHref(c.degree.campus_id)}
                        sx={{ display: 'block', fontWeight: 400, mt: 0.5, color: 'text.primary' }}
                      >
                        {c.degree.campus}
                      </Link>
                    </>
                  ) : (
                    <Typography sx={{ fontWeight: 800 }}>{c.missing ? TEXT.missing : name}</Typography>
                  )}
                  <Button
                    size="small"
                    color="error"
                    startIcon={<CloseRounded />}
                    aria-label={TEXT.removeLabel(name)}
                    onClick={() => onRemove(c.id, name)}
                    sx={{ mt: 1, ml: -1 }}
                  >
                    {TEXT.remove}
                  </Button>
                </Box>
              );
            })}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.title}>
            <tr>
              <Box
                component="th"
                scope="rowgroup"
                colSpan={columns.length + 1}
                sx={{ ...cellSx, bgcolor: 'background.default', color: 'primary.main', fontSize: '1.0625rem' }}
              >
                {group.title}
              </Box>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.label}>
                <Box component="th" scope="row" sx={labelSx}>
                  {row.label}
                </Box>
                {columns.map((c) => (
                  <Box component="td" key={c.id} sx={cellSx}>
                    {c.degree ? row.cell(c.degree, c) : '—'}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </Box>
    </Box>
  );
}
