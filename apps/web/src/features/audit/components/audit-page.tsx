import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTIONS, auditFilters, type AuditAction, type AuditFilters, type AuditRow } from '@tlp/shared/audit';
import { onFirstUse } from '@tlp/shared/first-use';
import { useId, useState, type FormEvent } from 'react';
import { AdminPagination, ColumnHeads, PAGE_SIZES, stackedTableSx } from '@/components/admin-list/admin-list.tsx';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { BlockError, EmptyNote } from '@/components/ui/section-states.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { downloadAuditCsv } from '../api/download-audit-csv.ts';
import { useAuditPage } from '../api/get-audit-page.ts';
import { changesOf, shortValue } from '../changes.ts';
import { AUDIT_TEXT as TEXT } from '../messages.ts';
import { DownloadButton } from '@/components/ui/download-button.tsx';

/** Day and hour in Mexico City, whatever the browser's clock says. */
const when = onFirstUse(
  () => new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'medium', timeStyle: 'short' }),
);

const COLUMNS = [
  { key: 'action', header: TEXT.columns.action },
  { key: 'when', header: TEXT.columns.when, width: 150 },
  { key: 'who', header: TEXT.columns.who },
  { key: 'record', header: TEXT.columns.record, width: 160 },
  { key: 'changes', header: TEXT.columns.changes },
];

const NO_FILTERS: AuditFilters = {};
type Draft = { user: string; action: AuditAction | ''; from: string; to: string };
const EMPTY_DRAFT: Draft = { user: '', action: '', from: '', to: '' };
type DraftErrors = Partial<Record<keyof Draft, string>>;

const actionLabel = (action: string) => TEXT.actions[action as AuditAction] ?? action;

function Changes({ row }: { row: AuditRow }) {
  const changes = changesOf(row);
  if (!changes.length) return <>{TEXT.noChanges}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
      {changes.map((c) => (
        <li key={c.field}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {c.field}
          </Box>
          {': '}
          {'before' in c && 'after' in c
            ? `${shortValue(c.before, TEXT.empty_value)} → ${shortValue(c.after, TEXT.empty_value)}`
            : shortValue('after' in c ? c.after : c.before, TEXT.empty_value)}
        </li>
      ))}
    </Box>
  );
}

/** /auditoria (admins): the audit trail, a page at a time, by user, action and days, and its CSV. */
export function AuditPage() {
  const headingId = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1]!);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { page, error, isLoading, retry } = useAuditPage({ page: pageIndex + 1, pageSize, ...filters });
  const filtered = Object.keys(filters).length > 0;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = auditFilters.safeParse({
      user: draft.user || undefined,
      action: draft.action || undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    });
    if (!parsed.success) {
      const next: DraftErrors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Draft] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setFilters(Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v)) as AuditFilters);
    setPageIndex(0);
  };

  const clear = () => {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    setFilters(NO_FILTERS);
    setPageIndex(0);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadAuditCsv(filters);
      retry(); // the download is itself in the trail
    } catch {
      setFailure(TEXT.downloadError);
    } finally {
      setDownloading(false);
    }
  };

  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: !!errors[key],
    helperText: errors[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });

  const cells = (row: AuditRow) => ({
    action: <Typography sx={{ fontWeight: 700 }}>{actionLabel(row.action)}</Typography>,
    when: when().format(new Date(row.created_at)),
    who: row.actor_email ?? (row.actor_id === null ? TEXT.noActor : TEXT.deletedUser(row.actor_id)),
    record: row.entity_id ? `${row.entity} ${row.entity_id}` : row.entity,
    changes: <Changes row={row} />,
  });

  const body = () => {
    if (error && !page) return <BlockError message={TEXT.error} onRetry={retry} framed={false} small />;
    if (page && page.total === 0) return <EmptyNote>{filtered ? TEXT.emptyFiltered : TEXT.empty}</EmptyNote>;
    return (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Table aria-labelledby={headingId} aria-busy={isLoading || undefined} sx={stackedTableSx('md', true)}>
          <ColumnHeads columns={COLUMNS} />
          <TableBody>
            {!page
              ? Array.from({ length: 5 }, (_, i) => (
                  <TableRow key={i}>
                    {COLUMNS.map((column) => (
                      <TableCell key={column.key}>
                        <Skeleton aria-hidden="true" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : page.rows.map((entry) => {
                  const row = cells(entry);
                  return (
                    <TableRow key={entry.id}>
                      {COLUMNS.map((column, i) => (
                        <TableCell key={column.key} data-label={i === 0 ? undefined : column.header}>
                          {row[column.key as keyof typeof row]}
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
          </TableBody>
        </Table>
        {page ? (
          <AdminPagination
            count={page.total}
            page={pageIndex}
            pageSize={pageSize}
            onPageChange={setPageIndex}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPageIndex(0);
            }}
          />
        ) : null}
      </Paper>
    );
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <title>{TEXT.pageTitle}</title>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h1" variant="h3">
          {TEXT.title}
        </Typography>
        <DownloadButton
          busy={downloading}
          label={TEXT.download}
          busyLabel={TEXT.downloading}
          onClick={() => void download()}
        />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {TEXT.intro}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={TEXT.filters}
        noValidate
        onSubmit={apply}
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 2fr 1fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <TextField label={TEXT.user} {...field('user')} slotProps={{ htmlInput: { maxLength: 254 } }} />
        <TextField
          select
          label={TEXT.action}
          {...field('action')}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{TEXT.allActions}</MenuItem>
          {AUDIT_ACTIONS.map((a) => (
            <MenuItem key={a} value={a}>
              {actionLabel(a)}
            </MenuItem>
          ))}
        </TextField>
        <TextField type="date" label={TEXT.from} {...field('from')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label={TEXT.to} {...field('to')} slotProps={{ inputLabel: { shrink: true } }} />
        <Box sx={{ display: 'flex', gap: 1, pt: { md: 1 } }}>
          <Button type="submit" variant="contained">
            {TEXT.apply}
          </Button>
          <Button variant="text" onClick={clear}>
            {TEXT.clear}
          </Button>
        </Box>
      </Box>
      {isLoading && !page ? (
        <Box role="status" sx={visuallyHidden}>
          {TEXT.loading}
        </Box>
      ) : null}
      {body()}
      <ErrorSnackbar message={failure} onClose={() => setFailure(null)} />
    </Box>
  );
}
