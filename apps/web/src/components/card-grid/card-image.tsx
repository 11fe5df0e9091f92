import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { uploadSrcSet } from '@tlp/shared/upload-variants';
import { fill, fillCentered } from '@/components/ui/layout.ts';

/** The card's width: one column on a phone, two on a tablet, about 400 px in the wider grid. */
const CARD_SIZES = '(min-width: 900px) 400px, (min-width: 600px) 50vw, 100vw';

const GRADIENTS = [
  ['#3b2a86', '#6a3aa8'],
  ['#c8461b', '#e5683d'],
  ['#1e6b3a', '#3f9a5e'],
  ['#2a5b9c', '#4f86c6'],
  ['#7a2e6e', '#a84f98'],
  ['#8a5a00', '#c08a1e'],
] as const;

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

interface CardImageProps {
  src: string | null;
  /** Picks the placeholder's colours, so one campus always looks the same. */
  seed: string;
  kind: 'campus' | 'degree';
  /** Images above the fold load at once; the rest when they come near. */
  eager?: boolean;
}

/**
 * A card picture in a 16:9 box (no layout shift). Decorative: the card's text names it.
 * A missing or broken picture becomes a generated placeholder in the product's colours. An
 * uploaded photo comes as the WebP copy that fits the card (`srcSet`), the original as fallback.
 */
export function CardImage({ src, seed, kind, eager = false }: CardImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const [from, to] = GRADIENTS[hash(seed) % GRADIENTS.length]!;
  const Icon = kind === 'campus' ? ApartmentRounded : SchoolRounded;
  const showImage = !!src && failed !== src;
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        overflow: 'hidden',
        background: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
      }}
    >
      {showImage ? (
        <Box
          component="img"
          src={src}
          srcSet={uploadSrcSet(src)}
          sizes={uploadSrcSet(src) ? CARD_SIZES : undefined}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          // Above the fold: the first card's picture is the largest thing the page paints.
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          width={640}
          height={360}
          onError={() => setFailed(src)}
          sx={{ ...fill, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box aria-hidden="true" sx={{ ...fillCentered }}>
          <Box
            component="svg"
            viewBox="0 0 160 90"
            preserveAspectRatio="xMidYMid slice"
            sx={{ ...fill, width: '100%', height: '100%', opacity: 0.18 }}
          >
            <circle cx="140" cy="10" r="40" fill="#ffffff" />
            <circle cx="12" cy="88" r="30" fill="#ffffff" />
          </Box>
          <Icon sx={{ fontSize: 48, color: 'rgba(255, 255, 255, 0.9)', position: 'relative' }} />
        </Box>
      )}
    </Box>
  );
}
