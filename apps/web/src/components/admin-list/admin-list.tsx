import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { Breakpoint, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@tlp/shared/limits';
import { normalizeSearch } from '@tlp/shared/search';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BlockError } from '@/components/ui/section-states.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import type { Page, PageQuery } from '@/lib/page-key.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { spreadRow } from '@/components/ui/layout.ts';
import { SearchBox } from '@/components/ui/search-box.tsx';
import { mxNumber } from '@tlp/shared/mx-numbers';

/** Texts of the admin lists' table, search and pagination. */
const ADMIN_LIST_TEXT = {
  results: (total: number, term: string) =>
    `Mostrando ${mxNumber(total)} ${total === 1 ? 'resultado' : 'resultados'} para "${term}"`,
  rowsPerPage: 'Filas por página:',
  displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} de ${count === -1 ? `más de ${to}` : mxNumber(count)}`,
  pageLabel: (type: 'first' | 'last' | 'next' | 'previous') =>
    ({ first: 'Primera página', last: 'Última página', next: 'Página siguiente', previous: 'Página anterior' })[type],
  listError: 'No pudimos cargar la lista. Revisa tu conexión e inténtalo de nuevo.',
} as const;

export interface AdminColumn<T> {
  header: string;
  /** The cell; the first column holds the row's link. */
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Narrow columns (counts) keep their width; text columns share the rest. */
  width?: number | string;
}

interface AdminListText {
  listTitle: string;
  pageTitle: string;
  search: string;
  create: string;
  listLabel: string;
  listLoading: string;
  empty: string;
  noResults: (term: string) => string;
}

interface AdminListProps<T extends { id: number }> {
  text: AdminListText;
  createHref: string;
  columns: AdminColumn<T>[];
  usePage: (query: PageQuery) => { page: Page<T> | undefined; error: unknown; isLoading: boolean; retry: () => void };
}

export const PAGE_SIZES = [10, 25, 50];

/** A server-paged admin list: debounced search, a table, pagination, and every state. */
export function AdminList<T extends { id: number }>({ text, createHref, columns, usePage }: AdminListProps<T>) {
  const headingId = useId();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(normalizeSearch(input), 350);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1]!);
  // A new search starts on its first page.
  const [pagedTerm, setPagedTerm] = useState(term);
  if (pagedTerm !== term) {
    setPagedTerm(term);
    setPageIndex(0);
  }
  const { page, error, isLoading, retry } = usePage({ search: term, page: pageIndex + 1, pageSize });
  const total = page?.total ?? 0;
  const rows = page?.rows ?? [];

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <title>{text.pageTitle}</title>
      <Box sx={{ ...spreadRow, gap: 2, mb: 3 }}>
        <Typography id={headingId} component="h1" variant="h3">
          {text.listTitle}
        </Typography>
        <Button
          component={RouterLink}
          to={createHref}
          variant="contained"
          startIcon={<AddRounded aria-hidden="true" />}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {text.create}
        </Button>
      </Box>

      <SearchBox label={text.search} name="search" value={input} onChange={setInput} />

      <Box aria-live="polite" sx={{ minHeight: '1.5rem', mb: 1 }}>
        {term && page ? <Typography color="text.secondary">{ADMIN_LIST_TEXT.results(total, term)}</Typography> : null}
      </Box>

      {error && !page ? (
        <BlockError message={ADMIN_LIST_TEXT.listError} onRetry={retry} framed={false} small />
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ overflowX: 'auto' }}>
            <Table aria-labelledby={headingId} aria-busy={isLoading || undefined} sx={stackedTableSx('sm')}>
              <ColumnHeads columns={columns} />
              <TableBody>
                {isLoading && !page ? (
                  Array.from({ length: 5 }, (_, i) => (
                    <TableRow key={i}>
                      {columns.map((column) => (
                        <TableCell key={column.header} align={column.align}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                ) : rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={columns.length} sx={{ py: 5, textAlign: 'center' }}>
                      <Typography color="text.secondary">{term ? text.noResults(term) : text.empty}</Typography>
                    </TableCell>
                  </TableRow>
                ) : (
                  rows.map((row) => (
                    <TableRow key={row.id} hover>
                      {columns.map((column, index) => (
                        <TableCell
                          key={column.header}
                          align={column.align}
                          data-label={index > 0 ? column.header : undefined}
                        >
                          {column.cell(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </Box>
          {isLoading && !page ? (
            <Typography role="status" sx={visuallyHidden}>
              {text.listLoading}
            </Typography>
          ) : null}
          <AdminPagination
            count={total}
            page={total === 0 ? 0 : Math.min(pageIndex, Math.max(0, Math.ceil(total / pageSize) - 1))}
            pageSize={pageSize}
            onPageChange={setPageIndex}
            onPageSizeChange={(size) => {
              setPageSize(Math.min(size, LIMITS.pageSizeMax));
              setPageIndex(0);
            }}
          />
        </Paper>
      )}
    </Box>
  );
}

/** The row's name, linking to its page. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}

/**
 * A list table's look: fixed columns that wrap long words; below `breakpoint` each row is a
 * stacked card whose cells after the first say their column ('Ciudad: …'). With `hideEmpty`,
 * empty cells take no room there.
 */
export function stackedTableSx(breakpoint: Breakpoint, hideEmpty = false) {
  return (theme: Theme) => ({
    tableLayout: 'fixed' as const,
    '& th, & td': { px: 2, overflowWrap: 'break-word' },
    [theme.breakpoints.down(breakpoint)]: {
      tableLayout: 'auto' as const,
      '& thead': visuallyHidden,
      '& tbody tr': { display: 'block', px: 2, py: 1.5, borderBottom: `1px solid ${theme.palette.divider}` },
      '& tbody tr:last-of-type': { borderBottom: 0 },
      '& tbody td': { display: 'block', border: 0, p: 0, py: 0.25, textAlign: 'left' },
      ...(hideEmpty ? { '& tbody td:empty': { display: 'none' } } : {}),
      '& tbody td[data-label]::before': {
        content: 'attr(data-label) ": "',
        color: theme.palette.text.secondary,
      },
    },
  });
}

/** A list table's head: one bold cell per column. */
export function ColumnHeads({
  columns,
}: {
  columns: readonly { header: string; align?: 'left' | 'right'; width?: number | string }[];
}) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column.header} align={column.align} sx={{ fontWeight: 700, width: column.width }}>
            {column.header}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** The pages of a list table, in Spanish, with the sizes of PAGE_SIZES. */
export function AdminPagination({
  count,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: {
  count: number;
  /** The shown page, from 0. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_event, next) => onPageChange(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={ADMIN_LIST_TEXT.rowsPerPage}
      labelDisplayedRows={ADMIN_LIST_TEXT.displayedRows}
      getItemAriaLabel={ADMIN_LIST_TEXT.pageLabel}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 }, rowGap: 0.5 },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
}
