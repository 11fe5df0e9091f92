import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';

/** The pager's buttons, named in Spanish for screen readers (MUI's own names are in English). */
const pageButtonLabel = (type: string, page: number | null, selected: boolean) => {
  if (type === 'page') return selected ? `Página ${page}, la actual` : `Ir a la página ${page}`;
  return (
    { first: 'Primera página', last: 'Última página', next: 'Página siguiente', previous: 'Página anterior' } as const
  )[type as 'first' | 'last' | 'next' | 'previous'];
};

/** The pages of a server-paged list, centred under it; nothing while it fits on one page. */
export function PagePicker({
  paging: [page, setPage],
  total,
  pageSize,
  label,
  color,
}: {
  /** The 1-based page shown and its setter (a useState pair). */
  paging: [number, (page: number) => void];
  /** How many rows the list has (X-Total-Count); undefined while it loads. */
  total: number | undefined;
  pageSize: number;
  label: string;
  color?: 'primary';
}) {
  const count = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Pagination
        count={count}
        page={page}
        onChange={(_event, value) => setPage(value)}
        color={color}
        siblingCount={0}
        aria-label={label}
        getItemAriaLabel={pageButtonLabel}
      />
    </Box>
  );
}
