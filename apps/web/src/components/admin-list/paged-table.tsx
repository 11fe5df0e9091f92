import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Breakpoint } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { BlockError, EmptyNote } from '@/components/ui/section-states.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import type { Page } from '@/lib/page-key.ts';
import { AdminPagination, ColumnHeads, PAGE_SIZES, stackedTableSx } from './admin-list.tsx';

export interface PagedTableColumn<K extends string> {
  key: K;
  header: string;
  align?: 'left' | 'right';
  width?: number | string;
  /** On narrow screens the cell does not say its column (the first column never does). */
  unlabelled?: boolean;
}

/** What a page query's hook gives (useAuditPage, useMailPage…). */
export interface PagedResult<T> {
  /** The shown page; until it comes, skeleton rows and no pagination. */
  page: Page<T> | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

export interface PagedTableProps<T extends { id: number }, K extends string> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: readonly PagedTableColumn<K>[];
  /** A row's cells, by column key. */
  cells: (row: T) => Record<K, ReactNode>;
  result: PagedResult<T>;
  /** What screen readers hear while the first page loads, the load error, and what an empty list says. */
  text: { loading: string; error: string; empty: string };
  paging: Paging;
  /** Below this breakpoint the rows are stacked cards ('md', 900 px, unless a wide table needs more room). */
  stackBelow?: Breakpoint;
}

/** The page a PagedTable shows and its size, kept by the screen (usePaging). */
export interface Paging {
  /** The shown page, from 0. */
  pageIndex: number;
  pageSize: number;
  setPageIndex: (page: number) => void;
  /** A new size starts on the first page: setPageIndex(0) follows. */
  setPageSize: (size: number) => void;
}

/**
 * A PagedTable's paging, from the first page at the lists' usual size; `query` is what the API
 * is asked for (its pages count from 1).
 */
export function usePaging(): Paging & { query: { page: number; pageSize: number } } {
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[1]!);
  return { pageIndex, pageSize, setPageIndex, setPageSize, query: { page: pageIndex + 1, pageSize } };
}

/**
 * A server-paged table with its states: a spoken note while the first page loads, then the load
 * error with 'Reintentar', the empty note, or the table in an outlined card (skeleton rows until
 * the page comes, stacked cards on narrow screens) with its pagination below.
 */
export function PagedTable<T extends { id: number }, K extends string>(props: PagedTableProps<T, K>) {
  const { page, error, isLoading, retry } = props.result;
  const { text } = props;
  return (
    <>
      {isLoading && !page ? (
        <Box role="status" sx={visuallyHidden}>
          {text.loading}
        </Box>
      ) : null}
      {error && !page ? (
        <BlockError message={text.error} onRetry={retry} framed={false} small />
      ) : page && page.total === 0 ? (
        <EmptyNote>{text.empty}</EmptyNote>
      ) : (
        <TableCard {...props} />
      )}
    </>
  );
}

/** The table and its pagination, in an outlined card. */
function TableCard<T extends { id: number }, K extends string>({
  labelledBy,
  columns,
  cells,
  result: { page, isLoading },
  paging: { pageIndex, pageSize, setPageIndex, setPageSize },
  stackBelow = 'md',
}: PagedTableProps<T, K>) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Table aria-labelledby={labelledBy} aria-busy={isLoading || undefined} sx={stackedTableSx(stackBelow, true)}>
        <ColumnHeads columns={columns} />
        <TableBody>
          {!page
            ? Array.from({ length: 5 }, (_, i) => (
                <TableRow key={i}>
                  {columns.map((column) => (
                    <TableCell key={column.key}>
                      <Skeleton aria-hidden="true" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : page.rows.map((item) => {
                const row = cells(item);
                return (
                  <TableRow key={item.id}>
                    {columns.map((column, i) => (
                      <TableCell
                        key={column.key}
                        align={column.align}
                        data-label={i === 0 || column.unlabelled ? undefined : column.header}
                      >
                        {row[column.key]}
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
}
