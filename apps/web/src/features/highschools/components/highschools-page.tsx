import AddRounded from '@mui/icons-material/AddRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { normalizeSearch } from '@tlp/shared/search';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { showNotice } from '@/components/ui/flash-notice.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { PagePicker } from '@/components/ui/page-picker.tsx';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { paths } from '@/config/paths.ts';
import { useAllHighschoolStats } from '../api/get-all-stats.ts';
import { HIGHSCHOOLS_PAGE_SIZE, useHighschoolsPage } from '../api/get-highschools-page.ts';
import { HS_TEXT } from '../messages.ts';
import { StatsTiles } from './stats-tiles.tsx';
import { spreadRow } from '@/components/ui/layout.ts';
import { useRevalidatePaths } from '@/lib/revalidate.ts';
import { HighschoolForm } from './highschool-form.tsx';

/** 'Nueva preparatoria': a dialog with the name and the city; the new school's page opens once it is created. */
function NewSchoolButton() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const revalidate = useRevalidatePaths();
  return (
    <>
      <Button variant="contained" startIcon={<AddRounded />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {HS_TEXT.newSchool}
      </Button>
      <FormDialog open={open} onClose={() => setOpen(false)} title={HS_TEXT.newSchoolTitle}>
        <HighschoolForm
          onClose={() => setOpen(false)}
          onSaved={(school) => {
            setOpen(false);
            void revalidate('/highschools?', '/highschools/stats');
            showNotice(HS_TEXT.schoolCreated);
            void navigate(paths.highschool.getHref(school.id));
          }}
        />
      </FormDialog>
    </>
  );
}

/**
 * /highschools (admin): totals and the searchable, paged list of schools, and 'Nueva
 * preparatoria'; `actions` sit next to the title (the route puts the meetings report there).
 */
export function HighschoolsPage({ actions }: { actions?: ReactNode }) {
  const { stats, error: statsError, retry: retryStats } = useAllHighschoolStats();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const paging = useState(1);
  const [page, setPage] = paging;
  const { data, error, isLoading, retry } = useHighschoolsPage(search, page);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(normalizeSearch(draft));
    setPage(1);
  };

  let list;
  if (data && data.rows.length > 0) {
    list = (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          component="table"
          aria-label={HS_TEXT.tableLabel}
          sx={(theme) => ({
            width: '100%',
            borderCollapse: 'collapse',
            opacity: isLoading ? 0.6 : 1,
            '& td': { px: 1.5, py: 1.5 },
            // On a phone each row is a small card: the name, then the city under it.
            [theme.breakpoints.down('sm')]: {
              '& thead': visuallyHidden,
              '& tr': { display: 'block', py: 1.25 },
              '& td': { display: 'block', px: 2, py: 0.25 },
            },
          })}
        >
          <Box component="thead" sx={{ bgcolor: 'action.hover', borderBottom: 1, borderBottomColor: 'divider' }}>
            <tr>
              <Box component="th" scope="col" sx={{ textAlign: 'left', p: 1.5, width: '65%' }}>
                {HS_TEXT.colName}
              </Box>
              <Box component="th" scope="col" sx={{ textAlign: 'left', p: 1.5 }}>
                {HS_TEXT.colCity}
              </Box>
            </tr>
          </Box>
          <tbody>
            {data.rows.map((school, index) => (
              <Box component="tr" key={school.id} sx={{ borderTop: index === 0 ? 0 : 1, borderTopColor: 'divider' }}>
                <Box component="td" sx={{ overflowWrap: 'break-word' }}>
                  <Link component={RouterLink} to={paths.highschool.getHref(school.id)} sx={{ fontWeight: 600 }}>
                    {school.name}
                  </Link>
                </Box>
                <Box component="td" sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>
                  <Box component="span" sx={{ display: { sm: 'none' } }}>
                    {`${HS_TEXT.colCity}: `}
                  </Box>
                  {school.city}
                </Box>
              </Box>
            ))}
          </tbody>
        </Box>
      </Paper>
    );
  } else if (data) {
    list = <EmptyNote>{search ? HS_TEXT.noResults(search) : HS_TEXT.noSchools}</EmptyNote>;
  } else if (error) {
    list = <BlockError message={HS_TEXT.loadError} onRetry={retry} />;
  } else {
    list = <BlockSkeleton label={HS_TEXT.loadingList} rows={6} height={48} />;
  }

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <title>{HS_TEXT.listPageTitle}</title>
      <Box sx={{ ...spreadRow, gap: 2, mb: 3 }}>
        <Typography component="h1" variant="h2">
          {HS_TEXT.listTitle}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <NewSchoolButton />
          {actions}
        </Box>
      </Box>
      {statsError && !stats ? (
        <BlockError message={HS_TEXT.loadError} onRetry={retryStats} />
      ) : (
        <StatsTiles stats={stats} label={HS_TEXT.statsLabel} />
      )}
      <Box component="section" aria-label={HS_TEXT.tableLabel} sx={{ mt: 4 }}>
        <Box component="form" role="search" onSubmit={submit} sx={{ mb: 2, maxWidth: 520 }}>
          <TextField
            label={HS_TEXT.searchLabel}
            type="search"
            name="search"
            fullWidth
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={HS_TEXT.searchPlaceholder}
            slotProps={{
              inputLabel: { shrink: true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton type="submit" aria-label={HS_TEXT.searchSubmit} edge="end">
                      <SearchRounded />
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {data ? (
          <Typography role="status" color="text.secondary" sx={{ mb: 1.5 }}>
            {HS_TEXT.results(data.total, search)}
          </Typography>
        ) : null}
        {list}
        <PagePicker
          paging={paging}
          total={data?.total}
          pageSize={HIGHSCHOOLS_PAGE_SIZE}
          label={HS_TEXT.pagination}
          color="primary"
        />
      </Box>
    </Box>
  );
}
