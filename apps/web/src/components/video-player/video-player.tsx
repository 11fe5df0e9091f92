import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import { VIDEO_PLAYER_TEXT } from './messages.ts';
import { fetchThumbnail } from './oembed.ts';
import { PlayerController, type PlayerProgress, type PlayerState } from './player-machine.ts';
import { isRetryable, type VideoPlayerError, type VideoPlayerErrorCode } from './video-player-error.ts';
import { embedUrlFor, parseVideoUrl, PROVIDER_ORIGINS, type VideoSource } from './video-url.ts';

export interface VideoPlayerHandle {
  /** Seeks now, or once the player is ready if that happens within 5 s. */
  seekTo(seconds: number): void;
  play(): void;
  pause(): void;
}

export interface VideoPlayerProps {
  /** A YouTube or Vimeo link, as an admin pasted it. */
  url: string;
  /** What the video is about: names the play button and the player frame. */
  title: string;
  onStateChange?: (state: PlayerState) => void;
  onError?: (error: VideoPlayerError) => void;
  onProgress?: (progress: PlayerProgress) => void;
  onDuration?: (seconds: number) => void;
  ref?: Ref<VideoPlayerHandle>;
  sx?: SxProps<Theme>;
}

interface Callbacks {
  onStateChange?: VideoPlayerProps['onStateChange'];
  onError?: VideoPlayerProps['onError'];
  onProgress?: VideoPlayerProps['onProgress'];
  onDuration?: VideoPlayerProps['onDuration'];
}

/** Fetch the thumbnail only when the player is about to scroll into view. */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
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

function useThumbnail(source: VideoSource | null, enabled: boolean): string | null {
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
function PlaceholderArt() {
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        inset: 0,
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
 * click. It follows the player's states (spec §4) and reports failures to onError.
 */
export function VideoPlayer({ url, title, onStateChange, onError, onProgress, onDuration, ref, sx }: VideoPlayerProps) {
  const parsed = useMemo(() => parseVideoUrl(url), [url]);
  const source = parsed.ok ? parsed.source : null;

  const boxRef = useRef<HTMLDivElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const controllerRef = useRef<PlayerController | null>(null);
  const callbacks = useRef<Callbacks>({});
  useEffect(() => {
    callbacks.current = { onStateChange, onError, onProgress, onDuration };
  });

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

  const [thumbnailBroken, setThumbnailBroken] = useState<string | null>(null);
  const near = useNearViewport(boxRef);
  const thumbnail = useThumbnail(source, near);

  const report = (code: VideoPlayerErrorCode, detail?: string) => {
    const error: VideoPlayerError = { code, message: VIDEO_PLAYER_TEXT.errors[code], url };
    if (detail !== undefined) error.detail = detail;
    callbacks.current.onError?.(error);
  };

  useEffect(() => {
    if (!parsed.ok) {
      const error: VideoPlayerError = { code: parsed.problem, message: VIDEO_PLAYER_TEXT.errors[parsed.problem], url };
      callbacks.current.onError?.(error);
    }
  }, [parsed, url]);

  const playing = current.playing && current.error === null && source !== null;

  // The provider's player: its messages drive the state machine.
  useEffect(() => {
    if (!playing || !source) return;
    const origins = PROVIDER_ORIGINS[source.provider];
    const controller = new PlayerController({
      provider: source.provider,
      post: (message) => iframeRef.current?.contentWindow?.postMessage(message, origins.player),
      onStateChange: (state) => callbacks.current.onStateChange?.(state),
      onProgress: (progress) => callbacks.current.onProgress?.(progress),
      onDuration: (seconds) => callbacks.current.onDuration?.(seconds),
      onLoadFailed: () => {
        setView((v) => ({ ...v, error: 'load-failed' }));
        const error: VideoPlayerError = { code: 'load-failed', message: VIDEO_PLAYER_TEXT.errors['load-failed'], url };
        callbacks.current.onError?.(error);
      },
      onProviderError: (code) => {
        setView((v) => ({ ...v, error: 'provider-error' }));
        const error: VideoPlayerError = {
          code: 'provider-error',
          message: VIDEO_PLAYER_TEXT.errors['provider-error'],
          url,
          detail: code,
        };
        callbacks.current.onError?.(error);
      },
    });
    controllerRef.current = controller;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframeRef.current?.contentWindow || !origins.messages.includes(event.origin)) return;
      controller.handleMessage(event.data);
    };
    window.addEventListener('message', onMessage);
    // The viewer pressed play: keyboard focus follows into the player.
    iframeRef.current?.focus();
    return () => {
      window.removeEventListener('message', onMessage);
      controller.destroy();
      if (controllerRef.current === controller) controllerRef.current = null;
    };
    // One controller per started player; `source` is stable for a given `url`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, current.attempt, url]);

  useImperativeHandle(
    ref,
    () => ({
      seekTo: (seconds) => controllerRef.current?.seekTo(seconds),
      play: () => controllerRef.current?.play(),
      pause: () => controllerRef.current?.pause(),
    }),
    [],
  );

  const start = () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setView({ ...current, playing: false, error: 'offline' });
      report('offline');
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
          onLoad={() => controllerRef.current?.handleLoad()}
          onError={() => {
            setView((v) => ({ ...v, error: 'load-failed' }));
            report('load-failed');
          }}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
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
          position: 'absolute',
          inset: 0,
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
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
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
