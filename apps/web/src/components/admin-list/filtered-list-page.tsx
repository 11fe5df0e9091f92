import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FilterSelect } from './filter-select.tsx';
import { PagedTable, type PagedTableProps } from './paged-table.tsx';

/** The one filter of a list: its label, the value chosen ('' for all) and the options. */
interface ListFilter<V extends string> {
  label: string;
  value: V | '';
  /** A new value: the screen filters by it and goes back to the first page. */
  onChange: (value: V | '') => void;
  allLabel: string;
  options: readonly V[];
  optionLabel: (option: V) => ReactNode;
}

/**
 * A screen of one paged list (the outbox, a representative's requests): its heading and intro, one
 * filter, and the table, whose empty text says whether the filter hid everything. `children` follow
 * the table (dialogs, a snackbar).
 */
export function FilteredListPage<T extends { id: number }, K extends string, V extends string>({
  pageTitle,
  title,
  intro,
  filter,
  table,
  emptyFiltered,
  children,
}: {
  pageTitle: string;
  title: string;
  intro: ReactNode;
  filter: ListFilter<V>;
  table: Omit<PagedTableProps<T, K>, 'labelledBy'>;
  /** What the list says when the filter leaves nothing. */
  emptyFiltered: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  const { value, onChange, ...select } = filter;
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <title>{pageTitle}</title>
      <Typography id={headingId} component="h1" variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      <FilterSelect
        {...select}
        value={value}
        onChange={(event) => {
          onChange(event.target.value as V | '');
          table.paging.setPageIndex(0);
        }}
        sx={{ mb: 2, minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
      />
      <PagedTable
        {...table}
        labelledBy={headingId}
        text={{ ...table.text, empty: value ? emptyFiltered : table.text.empty }}
      />
      {children}
    </Box>
  );
}
