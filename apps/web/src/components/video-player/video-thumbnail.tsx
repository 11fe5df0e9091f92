import Box from '@mui/material/Box';
import { useEffect, useState, type RefObject } from 'react';
import { fetchThumbnail } from './oembed.ts';
import type { VideoSource } from './video-url.ts';
import { fill } from '@/components/ui/layout.ts';

/** Fetch the thumbnail only when the player is about to scroll into view. */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

export function useThumbnail(source: VideoSource | null, enabled: boolean): string | null {
  const key = source ? `${source.provider}:${source.id}` : null;
  const [thumbnail, setThumbnail] = useState<{ key: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!source || !key || !enabled) return;
    let live = true;
    void fetchThumbnail(source).then((url) => {
      if (live) setThumbnail({ key, url });
    });
    return () => {
      live = false;
    };
    // `key` names the video; `source` is a new object on each parse of the same link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  return thumbnail && thumbnail.key === key ? thumbnail.url : null;
}

/** The drawn stand-in for a thumbnail: always there beneath it, so nothing moves when it loads. */
export function PlaceholderArt() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        ...fill,
        overflow: 'hidden',
        borderRadius: 'inherit',
        background: 'linear-gradient(135deg, #261a5c 0%, #3b2a86 50%, #6a3aa8 100%)',
        '&::before, &::after': { content: '""', position: 'absolute', borderRadius: '50%' },
        '&::before': {
          width: '55%',
          aspectRatio: '1',
          right: '-12%',
          top: '-30%',
          background: 'radial-gradient(circle, rgba(255,138,92,0.45) 0%, rgba(255,138,92,0) 70%)',
        },
        '&::after': {
          width: '40%',
          aspectRatio: '1',
          left: '-10%',
          bottom: '-25%',
          background: 'radial-gradient(circle, rgba(233,228,247,0.28) 0%, rgba(233,228,247,0) 70%)',
        },
      }}
    />
  );
}
