import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { CardGridSkeleton, LoadError } from '@/features/favorites/components/card-grid.tsx';
import { HOME_TEXT } from '../messages.ts';

interface HomeSectionProps<T> {
  id?: string;
  title: string;
  /** A link next to the title ('Ver más'). */
  action?: ReactNode;
  text: { loading: string; error: string };
  data: T[] | undefined;
  error: unknown;
  onRetry: () => void;
  empty: ReactNode;
  children: (data: T[]) => ReactNode;
}

/** One home section: its title, then a skeleton, an error with retry, the empty text or the cards. */
export function HomeSection<T>({
  id,
  title,
  action,
  text,
  data,
  error,
  onRetry,
  empty,
  children,
}: HomeSectionProps<T>) {
  const headingId = useId();
  let body: ReactNode;
  if (data) body = data.length ? children(data) : empty;
  else if (error) body = <LoadError message={text.error} retryLabel={HOME_TEXT.retry} onRetry={onRetry} />;
  else body = <CardGridSkeleton label={text.loading} />;

  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ scrollMarginTop: 16 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={headingId} component="h2" variant="h4">
          {title}
        </Typography>
        {data && data.length ? action : null}
      </Box>
      {body}
    </Box>
  );
}
