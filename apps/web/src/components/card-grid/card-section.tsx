import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useId, useRef, type ReactNode } from 'react';
import { SectionBody } from '@/components/ui/section-states.tsx';
import { CardGrid, CardGridSkeleton, EmptyState } from './card-grid.tsx';
import { spreadRow } from '@/components/ui/layout.ts';

interface CardSectionProps<T> {
  id?: string;
  /** The title, what shows while loading, on error and when empty. */
  text: { title: string; loading: string; error: string; empty: string };
  /** A link next to the title ('Ver más'), once there are cards. */
  action?: ReactNode;
  data: readonly T[] | undefined;
  error: unknown;
  onRetry: () => void;
  /** The picture and the next step of an empty list. */
  emptyIcon: ReactNode;
  emptyAction?: ReactNode;
  /** Under the cards, once there are some (e.g. a button that shows more). */
  footer?: ReactNode;
  /** One card per item, in a grid. */
  children: (item: T, index: number) => ReactNode;
  /**
   * Once the cards drawn reach this index, the keyboard focus goes to that card's link (the first
   * of those a 'Ver más' added, not the top of the page), and `onFocused` is told.
   */
  focusIndex?: number | null;
  onFocused?: () => void;
}

/** A titled section of cards: a skeleton, an error with retry, the empty text or the cards. */
export function CardSection<T>({
  id,
  text,
  action,
  data,
  error,
  onRetry,
  emptyIcon,
  emptyAction,
  footer,
  children,
  focusIndex = null,
  onFocused,
}: CardSectionProps<T>) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // Cards that arrive (or grow) are drawn as a transition, in slices a tap can interrupt: drawn
  // at once, a home of cards blocks a slow phone for a few hundred milliseconds.
  const cards = useDeferredValue(data);

  useEffect(() => {
    if (focusIndex === null || !cards || cards.length <= focusIndex) return;
    // The grid is the section's first list (a card's own lists, its tags, are inside it).
    const card = sectionRef.current?.querySelector('ul')?.children[focusIndex];
    card?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    onFocused?.();
  }, [cards, focusIndex, onFocused]);

  return (
    <Box component="section" ref={sectionRef} id={id} aria-labelledby={headingId} sx={{ scrollMarginTop: 16 }}>
      <Box sx={{ ...spreadRow, alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h4">
          {text.title}
        </Typography>
        {cards && cards.length ? action : null}
      </Box>
      <SectionBody
        data={cards}
        error={error}
        errorMessage={text.error}
        onRetry={onRetry}
        loading={<CardGridSkeleton label={text.loading} />}
        empty={
          <EmptyState icon={emptyIcon} action={emptyAction}>
            {text.empty}
          </EmptyState>
        }
      >
        {(rows) => (
          <>
            <CardGrid>{rows.map(children)}</CardGrid>
            {footer}
          </>
        )}
      </SectionBody>
    </Box>
  );
}
