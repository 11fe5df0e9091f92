import type { VideoPlayerErrorCode } from './video-player-error.ts';

export const VIDEO_PLAYER_TEXT = {
  play: (title: string) => `Reproducir video: ${title}`,
  frameTitle: (title: string) => `Video: ${title}`,
  retry: 'Intentar de nuevo',
  errors: {
    'invalid-url': 'No podemos mostrar este video: su enlace no es válido.',
    'unknown-provider': 'No podemos mostrar este video: solo se pueden reproducir videos de YouTube y Vimeo.',
    offline: 'No tienes conexión a internet. Conéctate para ver el video.',
    'load-failed': 'No pudimos cargar el video. Revisa tu conexión e inténtalo de nuevo.',
    'provider-error': 'Este video no está disponible por el momento.',
  } satisfies Record<VideoPlayerErrorCode, string>,
} as const;
