import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { VIDEO_PLAYER_TEXT } from './messages.ts';
import { EmbeddedPlayer } from './embedded-player.ts';
import { isRetryable, type VideoPlayerErrorCode } from './video-player-error.ts';
import { embedUrlFor, parseVideoUrl, PROVIDER_ORIGINS } from './video-url.ts';
import { PlaceholderArt, useNearViewport, useThumbnail } from './video-thumbnail.tsx';
import { fill } from '@/components/ui/layout.ts';

interface VideoPlayerProps {
  /** A YouTube or Vimeo link, as an admin pasted it. */
  url: string;
  /** What the video is about: names the play button and the player frame. */
  title: string;
  sx?: SxProps<Theme>;
}

const frameSx = {
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: '#1d1736',
  color: '#ffffff',
} as const;

/**
 * A light video player (decisions.md): a thumbnail from the provider's oEmbed endpoint (or a
 * drawn placeholder when offline) and a play button; the provider's player loads only on
 * click. Its states: the thumbnail (loading it, or ready to play), the provider's player
 * (playing), or an error said in Spanish, with a retry when a second try may work.
 */
export function VideoPlayer({ url, title, sx }: VideoPlayerProps) {
  const parsed = useMemo(() => parseVideoUrl(url), [url]);
  const source = parsed.ok ? parsed.source : null;

  const boxRef = useRef<HTMLDivElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const playerRef = useRef<EmbeddedPlayer | null>(null);

  // What the viewer did with this link; a new link starts over.
  const [view, setView] = useState<{
    url: string;
    playing: boolean;
    attempt: number;
    error: VideoPlayerErrorCode | null;
  }>({
    url,
    playing: false,
    attempt: 0,
    error: null,
  });
  const current = view.url === url ? view : { url, playing: false, attempt: 0, error: null };
  if (current !== view) setView(current);
  const fail = (error: VideoPlayerErrorCode) => setView((v) => ({ ...v, error }));

  const [thumbnailBroken, setThumbnailBroken] = useState<string | null>(null);
  const near = useNearViewport(boxRef);
  const thumbnail = useThumbnail(source, near);

  const playing = current.playing && current.error === null && source !== null;

  // The provider's player: it is watched for a load that fails and for the provider's errors.
  useEffect(() => {
    if (!playing || !source) return;
    const origins = PROVIDER_ORIGINS[source.provider];
    const player = new EmbeddedPlayer({
      provider: source.provider,
      post: (message) => iframeRef.current?.contentWindow?.postMessage(message, origins.player),
      onLoadFailed: () => fail('load-failed'),
      onProviderError: () => fail('provider-error'),
    });
    playerRef.current = player;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframeRef.current?.contentWindow || !origins.messages.includes(event.origin)) return;
      player.handleMessage(event.data);
    };
    window.addEventListener('message', onMessage);
    // The viewer pressed play: keyboard focus follows into the player.
    iframeRef.current?.focus();
    return () => {
      window.removeEventListener('message', onMessage);
      player.destroy();
      if (playerRef.current === player) playerRef.current = null;
    };
    // One watcher per started player; `source` is stable for a given `url`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, current.attempt, url]);

  const start = () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setView({ ...current, playing: false, error: 'offline' });
      return;
    }
    setView({ ...current, playing: true, attempt: current.attempt + 1, error: null });
  };

  const errorCode: VideoPlayerErrorCode | null = parsed.ok ? current.error : parsed.problem;

  if (errorCode) {
    return (
      // The message stays in the flow: on a narrow phone the box grows to fit it.
      <Box ref={boxRef} sx={[frameSx, { overflow: 'visible', display: 'grid' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        <PlaceholderArt />
        <Box sx={{ position: 'relative', display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}>
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, maxWidth: 420 }}>
            <ErrorOutlineRounded aria-hidden="true" sx={{ fontSize: { xs: 28, sm: 36 } }} />
            <Typography
              role="alert"
              sx={{ color: '#ffffff', fontWeight: 700, fontSize: { xs: '0.9375rem', sm: '1rem' } }}
            >
              {VIDEO_PLAYER_TEXT.errors[errorCode]}
            </Typography>
            {isRetryable(errorCode) ? (
              <Button
                variant="contained"
                color="inherit"
                onClick={start}
                sx={{ mt: 0.5, bgcolor: '#ffffff', color: 'primary.dark', '&:hover': { bgcolor: '#e9e4f7' } }}
              >
                {VIDEO_PLAYER_TEXT.retry}
              </Button>
            ) : null}
          </Box>
        </Box>
      </Box>
    );
  }

  if (playing && source) {
    return (
      <Box ref={boxRef} sx={[frameSx, ...(Array.isArray(sx) ? sx : [sx])]}>
        <Box
          component="iframe"
          key={current.attempt}
          ref={iframeRef}
          src={embedUrlFor(source, window.location.origin)}
          title={VIDEO_PLAYER_TEXT.frameTitle(title)}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => playerRef.current?.handleLoad()}
          onError={() => fail('load-failed')}
          sx={{ ...fill, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    );
  }

  const showThumbnail = thumbnail !== null && thumbnailBroken !== thumbnail;
  return (
    <Box ref={boxRef} sx={[frameSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      <ButtonBase
        onClick={start}
        aria-label={VIDEO_PLAYER_TEXT.play(title)}
        sx={{
          ...fill,
          width: '100%',
          display: 'block',
          '&.Mui-focusVisible': { outline: '4px solid #ffb59a', outlineOffset: '-4px' },
          '&:hover .tlp-play, &.Mui-focusVisible .tlp-play': { transform: 'translate(-50%, -50%) scale(1.08)' },
        }}
      >
        <PlaceholderArt />
        {showThumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt=""
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
            onError={() => setThumbnailBroken(thumbnail)}
            sx={{ ...fill, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : null}
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            insetInline: 0,
            top: 0,
            px: 2,
            pt: 1.5,
            pb: 4,
            textAlign: 'left',
            background: 'linear-gradient(to bottom, rgba(20,14,40,0.85) 0%, rgba(20,14,40,0) 100%)',
          }}
        >
          <Typography
            component="span"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              color: '#ffffff',
              fontWeight: 700,
              lineHeight: 1.4,
            }}
          >
            {title}
          </Typography>
        </Box>
        <Box
          className="tlp-play"
          aria-hidden="true"
          sx={{
            position: 'absolute',
            left: '50%',
            top: '60%',
            transform: 'translate(-50%, -50%)',
            width: { xs: 60, sm: 76 },
            height: { xs: 60, sm: 76 },
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: '#ffffff',
            boxShadow: '0 6px 20px rgba(0,0,0,0.35)',
            transition: 'transform 150ms ease',
          }}
        >
          <PlayArrowRounded sx={{ fontSize: { xs: 38, sm: 48 } }} />
        </Box>
      </ButtonBase>
    </Box>
  );
}
