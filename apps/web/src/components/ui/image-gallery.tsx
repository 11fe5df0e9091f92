import Box from '@mui/material/Box';
import { MediaImage } from './media-image.tsx';

interface ImageGalleryProps {
  images: readonly string[];
  /** Names the gallery for screen readers and keyboard users. */
  name: string;
  /** The alt text of photo `index` (1-based) of `total`. */
  label: (index: number, total: number) => string;
}

/**
 * Photos in 4:3 tiles at least 200 px wide. Above a phone's width, as many per row as fit; on
 * a phone, one row that scrolls sideways (with the next photo peeking) instead of a long
 * column that pushes the rest of the page down. Loaded as they come into view.
 */
export function ImageGallery({ images, name, label }: ImageGalleryProps) {
  return (
    <Box
      component="ul"
      aria-label={name}
      // A scrolling row must be reachable from the keyboard.
      tabIndex={0}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        gap: 2,
        display: { xs: 'flex', sm: 'grid' },
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        overflowX: { xs: 'auto', sm: 'visible' },
        scrollSnapType: { xs: 'x mandatory', sm: 'none' },
        pb: { xs: 1, sm: 0 },
        borderRadius: 2,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 3 },
      }}
    >
      {images.map((src, index) => (
        <Box
          component="li"
          key={`${index}-${src}`}
          sx={{
            flex: { xs: '0 0 max(200px, 78%)', sm: 'initial' },
            scrollSnapAlign: 'start',
            borderRadius: 2,
            overflow: 'hidden',
          }}
        >
          <MediaImage
            src={src}
            alt={label(index + 1, images.length)}
            seed={src}
            ratio="4 / 3"
            sizes="(min-width: 600px) 360px, 80vw"
          />
        </Box>
      ))}
    </Box>
  );
}
