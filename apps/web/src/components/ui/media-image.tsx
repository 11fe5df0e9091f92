import ImageRounded from '@mui/icons-material/ImageRounded';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState, type ElementType } from 'react';
import { uploadSrcSet } from '@tlp/shared/upload-variants';
import { fill, fillCentered } from './layout.ts';

/** Soft tints of the theme's colours, with a deeper partner for the drawn icon. */
const TINTS: readonly [from: string, to: string, ink: string][] = [
  ['#efebfa', '#d9d0f2', '#5a46b8'],
  ['#fff0e8', '#ffd3bf', '#c8461b'],
  ['#e6f5ee', '#c5e8d6', '#1e6b3a'],
  ['#e4eefb', '#c4daf5', '#2a5b9c'],
  ['#fdf4d8', '#f7e2a1', '#8a5a00'],
  ['#f8e6f3', '#eccbe3', '#7a2e6e'],
];

function hash(text: string): number {
  let value = 0;
  for (let i = 0; i < text.length; i++) value = (value * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(value);
}

interface MediaImageProps {
  src: string | null | undefined;
  /** '' for a decorative picture (its text is next to it). */
  alt: string;
  /** CSS aspect-ratio, possibly by breakpoint: the box has its size before the image arrives. */
  ratio?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;
  /** Picks the placeholder's colours, so one campus always looks the same. */
  seed: string;
  icon?: ElementType;
  /** 'eager' above the fold, 'lazy' below it. */
  loading?: 'eager' | 'lazy';
  /** How wide the picture is shown (`<img sizes>`): picks the WebP copy of an uploaded photo. */
  sizes?: string;
  sx?: SxProps<Theme>;
}

/**
 * A catalogue picture in a sized box (no layout shift). With no picture, or one that fails to
 * load, a drawn placeholder in the brand's tints stays in its place. An uploaded photo comes as
 * the WebP copy that fits `sizes` (`srcSet`), the original as fallback.
 */
export function MediaImage({
  src,
  alt,
  ratio = '4 / 3',
  seed,
  icon: Icon = ImageRounded,
  loading = 'lazy',
  sizes = '(min-width: 1200px) 1200px, 100vw',
  sx,
}: MediaImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  const [from, to, ink] = TINTS[hash(seed) % TINTS.length]!;
  const srcSet = src ? uploadSrcSet(src) : undefined;
  return (
    <Box
      role={!showImage && alt ? 'img' : undefined}
      aria-label={!showImage && alt ? alt : undefined}
      sx={[
        { position: 'relative', width: '100%', aspectRatio: ratio, overflow: 'hidden', flexShrink: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        aria-hidden="true"
        sx={{
          ...fillCentered,
          background: `radial-gradient(circle at 80% 15%, rgba(255,255,255,0.55) 0%, rgba(255,255,255,0) 45%), linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
          color: ink,
        }}
      >
        <Icon sx={{ width: '30%', maxWidth: 72, minWidth: 28, height: 'auto', opacity: 0.45 }} />
      </Box>
      {showImage ? (
        <Box
          component="img"
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={loading}
          decoding="async"
          onError={() => setFailed(src)}
          sx={{ ...fill, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : null}
    </Box>
  );
}
