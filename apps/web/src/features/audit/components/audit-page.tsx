import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTIONS, auditFilters, type AuditAction, type AuditFilters, type AuditRow } from '@tlp/shared/audit';
import { useId, useState, type FormEvent } from 'react';
import { FilterSelect } from '@/components/admin-list/filter-select.tsx';
import { PagedTable, usePaging, type PagedTableColumn } from '@/components/admin-list/paged-table.tsx';
import { ErrorSnackbar } from '@/components/ui/error-snackbar.tsx';
import { formatDateTime } from '@/lib/format-date-time.ts';
import { downloadAuditCsv } from '../api/download-audit-csv.ts';
import { useAuditPage } from '../api/get-audit-page.ts';
import { changesOf, shortValue } from '../changes.ts';
import { AUDIT_TEXT as TEXT } from '../messages.ts';
import { DownloadButton, useDownload } from '@/components/ui/download-button.tsx';

type AuditColumn = 'action' | 'when' | 'who' | 'record' | 'changes';

const COLUMNS: PagedTableColumn<AuditColumn>[] = [
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
  const paging = usePaging();
  const [failure, setFailure] = useState<string | null>(null);
  const result = useAuditPage({ ...paging.query, ...filters });
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
    paging.setPageIndex(0);
  };

  const clear = () => {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    setFilters(NO_FILTERS);
    paging.setPageIndex(0);
  };

  const { downloading, run: download } = useDownload(
    async () => {
      await downloadAuditCsv(filters);
      result.retry(); // the download is itself in the trail
    },
    () => setFailure(TEXT.downloadError),
  );

  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: !!errors[key],
    helperText: errors[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });

  const cells = (row: AuditRow) => ({
    action: <Typography sx={{ fontWeight: 700 }}>{actionLabel(row.action)}</Typography>,
    when: formatDateTime(row.created_at),
    who: row.actor_email ?? (row.actor_id === null ? TEXT.noActor : TEXT.deletedUser(row.actor_id)),
    record: row.entity_id ? `${row.entity} ${row.entity_id}` : row.entity,
    changes: <Changes row={row} />,
  });

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
        <FilterSelect
          label={TEXT.action}
          {...field('action')}
          allLabel={TEXT.allActions}
          options={AUDIT_ACTIONS}
          optionLabel={actionLabel}
        />
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
      <PagedTable
        labelledBy={headingId}
        columns={COLUMNS}
        cells={cells}
        result={result}
        text={{ loading: TEXT.loading, error: TEXT.error, empty: filtered ? TEXT.emptyFiltered : TEXT.empty }}
        paging={paging}
      />
      <ErrorSnackbar message={failure} onClose={() => setFailure(null)} />
    </Box>
  );
}
