import Box from '@mui/material/Box';
import { MediaImage } from './media-image.tsx';

/** Photos in 4:3 tiles at least 200 px wide, as many per row as fit; loaded as they scroll in. */
export function ImageGallery({ images, label }: { images: readonly string[]; label: (index: number, total: number) => string }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))',
      }}
    >
      {images.map((src, index) => (
        <Box component="li" key={`${index}-${src}`} sx={{ borderRadius: 2, overflow: 'hidden' }}>
          <MediaImage src={src} alt={label(index + 1, images.length)} seed={src} ratio="4 / 3" />
        </Box>
      ))}
    </Box>
  );
}
