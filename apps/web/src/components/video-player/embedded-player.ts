import type { VideoProvider } from './video-url.ts';

/** The player states of spec §4. */
export const PLAYER_STATES = ['unstarted', 'ready', 'playing', 'paused', 'buffering', 'ended'] as const;
export type PlayerState = (typeof PLAYER_STATES)[number];

/** What the iframe and the provider's messages tell about the player. */
export type PlayerEvent =
  | { type: 'ready' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'buffering' }
  | { type: 'ended' }
  | { type: 'reset' };

/** Player defaults of spec §9. */
export const PROGRESS_INTERVAL_MS = 1000;
export const SEEK_EXPIRY_MS = 5000;
export const DURATION_CHECK_RETRY_MS = 100;
/** Vimeo announces 'ready' a moment before it accepts commands: readiness waits this long. */
export const VIMEO_READY_DELAY_MS = 500;

export const PLAYER_DEFAULTS = {
  progressIntervalMs: PROGRESS_INTERVAL_MS,
  seekExpiryMs: SEEK_EXPIRY_MS,
  durationCheckRetryMs: DURATION_CHECK_RETRY_MS,
  readyDelayMs: { youtube: 0, vimeo: VIMEO_READY_DELAY_MS } satisfies Record<VideoProvider, number>,
} as const;

/** YouTube answers the 'listening' handshake only once its player script runs: ask again until it does. */
export const HANDSHAKE_RETRY_MS = 250;
export const HANDSHAKE_MAX_ATTEMPTS = 20;
/**
 * A provider's player talks to the page as soon as its iframe has loaded. Silence this long
 * after the load means the frame holds no player (offline, blocked): the load failed.
 */
export const LOAD_SILENCE_TIMEOUT_MS = 6000;
/** The duration is asked for at most this many times (5 s at the default retry). */
export const DURATION_CHECK_MAX_ATTEMPTS = 50;

const TRANSITIONS: Record<PlayerState, Partial<Record<PlayerEvent['type'], PlayerState>>> = {
  unstarted: { ready: 'ready', play: 'playing' },
  ready: { play: 'playing', buffering: 'buffering' },
  playing: { pause: 'paused', buffering: 'buffering', ended: 'ended' },
  paused: { play: 'playing', buffering: 'buffering', ended: 'ended' },
  buffering: { play: 'playing', pause: 'paused', ended: 'ended' },
  ended: { play: 'playing', buffering: 'buffering' },
};

/** The next state; an event that makes no sense in the current state leaves it as it is. */
export function nextPlayerState(state: PlayerState, event: PlayerEvent): PlayerState {
  if (event.type === 'reset') return 'unstarted';
  return TRANSITIONS[state][event.type] ?? state;
}

/** True once the provider's player runs (commands such as a seek are accepted). */
export function isStarted(state: PlayerState): boolean {
  return state !== 'unstarted';
}

/** What a provider's message means to the page. */
export interface ProviderMessage {
  event?: PlayerEvent;
  currentTime?: number;
  duration?: number;
  error?: string;
}

function parseData(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** YouTube's player states (-1 unstarted, 0 ended, 1 playing, 2 paused, 3 buffering, 5 cued). */
export function youTubeStateEvent(code: unknown): PlayerEvent | undefined {
  switch (code) {
    case 0:
      return { type: 'ended' };
    case 1:
      return { type: 'play' };
    case 2:
      return { type: 'pause' };
    case 3:
      return { type: 'buffering' };
    case 5:
      return { type: 'ready' };
    default:
      return undefined;
  }
}

/** A message of YouTube's iframe API (JSON text: onReady, onStateChange, infoDelivery, onError). */
export function parseYouTubeMessage(data: unknown): ProviderMessage | null {
  const message = parseData(data);
  if (!message || typeof message.event !== 'string') return null;
  const info = message.info;
  switch (message.event) {
    case 'onReady':
      return { event: { type: 'ready' } };
    case 'onStateChange': {
      const event = youTubeStateEvent(info);
      return event ? { event } : {};
    }
    case 'onError':
      return { error: `youtube:${String(info)}` };
    case 'initialDelivery':
    case 'infoDelivery': {
      if (typeof info !== 'object' || info === null) return {};
      const details = info as Record<string, unknown>;
      const result: ProviderMessage = {};
      const event = youTubeStateEvent(details.playerState);
      if (event && message.event === 'infoDelivery') result.event = event;
      const currentTime = finite(details.currentTime);
      if (currentTime !== undefined) result.currentTime = currentTime;
      const duration = finite(details.duration);
      if (duration) result.duration = duration;
      return result;
    }
    default:
      return {};
  }
}

const VIMEO_EVENTS: Record<string, PlayerEvent> = {
  ready: { type: 'ready' },
  play: { type: 'play' },
  playing: { type: 'play' },
  bufferend: { type: 'play' },
  pause: { type: 'pause' },
  ended: { type: 'ended' },
  finish: { type: 'ended' },
  bufferstart: { type: 'buffering' },
};

/** A message of Vimeo's player API (events, and answers such as getDuration). */
export function parseVimeoMessage(data: unknown): ProviderMessage | null {
  const message = parseData(data);
  if (!message) return null;
  if (message.method === 'getDuration') {
    const duration = finite(message.value);
    return duration ? { duration } : {};
  }
  if (typeof message.event !== 'string') return null;
  if (message.event === 'error') {
    const detail = parseData(message.data);
    return { error: `vimeo:${String(detail?.name ?? 'error')}` };
  }
  const result: ProviderMessage = {};
  const event = VIMEO_EVENTS[message.event];
  if (event) result.event = event;
  const details = parseData(message.data);
  if (details) {
    const seconds = finite(details.seconds);
    if (seconds !== undefined) result.currentTime = seconds;
    const duration = finite(details.duration);
    if (duration) result.duration = duration;
  }
  return result;
}

export interface PlayerProgress {
  playedSeconds: number;
  durationSeconds: number | null;
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  now: () => number;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

export interface PlayerControllerOptions {
  provider: VideoProvider;
  /** Sends a message to the provider's iframe. */
  post: (message: unknown) => void;
  onStateChange?: (state: PlayerState) => void;
  /** The provider reported an error (its code, e.g. 'youtube:150'). */
  onProviderError?: (code: string) => void;
  /** The iframe loaded but no player answered from it. */
  onLoadFailed?: () => void;
  onProgress?: (progress: PlayerProgress) => void;
  onDuration?: (seconds: number) => void;
  timers?: Timers;
}

/**
 * Follows one embedded player: the iframe's load, the provider's messages, the timers of
 * spec §9 (readiness delay, duration checks, progress ticks, pending seek expiry).
 */
export class PlayerController {
  state: PlayerState = 'unstarted';
  currentTime = 0;
  duration: number | null = null;

  private readonly options: PlayerControllerOptions;
  private readonly timers: Timers;
  private readyTimer: unknown = null;
  private silenceTimer: unknown = null;
  private handshakeTimer: unknown = null;
  private handshakeAttempts = 0;
  private heardFromProvider = false;
  private durationTimer: unknown = null;
  private durationAttempts = 0;
  private progressTimer: unknown = null;
  private pendingSeek: { seconds: number; at: number } | null = null;
  private destroyed = false;

  constructor(options: PlayerControllerOptions) {
    this.options = options;
    this.timers = options.timers ?? browserTimers;
  }

  /** The iframe loaded: the provider's player is there. YouTube is asked to report its state. */
  handleLoad(): void {
    if (this.destroyed) return;
    if (this.options.provider === 'youtube') this.startYouTubeHandshake();
    if (!this.heardFromProvider && this.silenceTimer === null) {
      this.silenceTimer = this.timers.setTimeout(() => {
        this.silenceTimer = null;
        if (this.heardFromProvider || this.destroyed) return;
        this.stopHandshake();
        this.options.onLoadFailed?.();
      }, LOAD_SILENCE_TIMEOUT_MS);
    }
    this.scheduleReady();
  }

  /** A message whose source is this player's iframe. */
  handleMessage(data: unknown): void {
    if (this.destroyed) return;
    const message = this.options.provider === 'youtube' ? parseYouTubeMessage(data) : parseVimeoMessage(data);
    if (!message) return;
    this.heardFromProvider = true;
    this.stopHandshake();
    this.clear('silenceTimer');
    if (message.currentTime !== undefined) this.currentTime = message.currentTime;
    if (message.duration) this.setDuration(message.duration);
    if (message.error) {
      this.options.onProviderError?.(message.error);
      return;
    }
    if (!message.event) return;
    if (message.event.type === 'ready') {
      if (this.options.provider === 'vimeo') this.subscribeVimeo();
      this.scheduleReady();
    } else {
      this.dispatch(message.event);
    }
  }

  /** Seeks now if the player runs; otherwise on readiness, unless 5 s have passed by then. */
  seekTo(seconds: number): void {
    if (this.destroyed || !Number.isFinite(seconds) || seconds < 0) return;
    if (isStarted(this.state)) this.sendSeek(seconds);
    else this.pendingSeek = { seconds, at: this.timers.now() };
  }

  play(): void {
    this.command('playVideo', 'play');
  }

  pause(): void {
    this.command('pauseVideo', 'pause');
  }

  destroy(): void {
    this.destroyed = true;
    this.clear('readyTimer');
    this.clear('silenceTimer');
    this.stopHandshake();
    this.stopDurationCheck();
    this.stopProgress();
  }

  private dispatch(event: PlayerEvent): void {
    const previous = this.state;
    const next = nextPlayerState(previous, event);
    if (next === previous) return;
    this.state = next;
    if (next === 'playing') this.startProgress();
    else this.stopProgress();
    // The player runs (a 'play' may come before the delayed readiness): it now takes commands.
    if (previous === 'unstarted') {
      this.clear('readyTimer');
      this.onStarted();
    }
    this.options.onStateChange?.(next);
  }

  private scheduleReady(): void {
    if (isStarted(this.state) || this.readyTimer !== null) return;
    const delay = PLAYER_DEFAULTS.readyDelayMs[this.options.provider];
    if (!delay) {
      this.dispatch({ type: 'ready' });
      return;
    }
    this.readyTimer = this.timers.setTimeout(() => {
      this.readyTimer = null;
      this.dispatch({ type: 'ready' });
    }, delay);
  }

  private onStarted(): void {
    if (this.pendingSeek) {
      const { seconds, at } = this.pendingSeek;
      this.pendingSeek = null;
      if (this.timers.now() - at < PLAYER_DEFAULTS.seekExpiryMs) this.sendSeek(seconds);
    }
    this.startDurationCheck();
  }

  private startYouTubeHandshake(): void {
    const listen = () => {
      this.options.post(JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }));
      for (const name of ['onReady', 'onStateChange', 'onError']) {
        this.options.post(
          JSON.stringify({ event: 'command', func: 'addEventListener', args: [name], id: 1, channel: 'widget' }),
        );
      }
    };
    listen();
    this.handshakeAttempts = 1;
    this.stopHandshake();
    this.handshakeTimer = this.timers.setInterval(() => {
      if (this.heardFromProvider || this.handshakeAttempts >= HANDSHAKE_MAX_ATTEMPTS) {
        this.stopHandshake();
        return;
      }
      this.handshakeAttempts += 1;
      listen();
    }, HANDSHAKE_RETRY_MS);
  }

  private stopHandshake(): void {
    this.clearInterval('handshakeTimer');
  }

  private subscribeVimeo(): void {
    for (const name of ['play', 'pause', 'ended', 'bufferstart', 'bufferend', 'timeupdate', 'error']) {
      this.options.post({ method: 'addEventListener', value: name });
    }
  }

  /** Vimeo answers getDuration once its video metadata is in; YouTube pushes it in infoDelivery. */
  private startDurationCheck(): void {
    if (this.options.provider !== 'vimeo' || this.duration !== null || this.durationTimer !== null) return;
    this.durationAttempts = 0;
    const check = () => {
      if (this.duration !== null || this.durationAttempts >= DURATION_CHECK_MAX_ATTEMPTS) {
        this.stopDurationCheck();
        return;
      }
      this.durationAttempts += 1;
      this.options.post({ method: 'getDuration' });
    };
    check();
    this.durationTimer = this.timers.setInterval(check, PLAYER_DEFAULTS.durationCheckRetryMs);
  }

  private stopDurationCheck(): void {
    this.clearInterval('durationTimer');
  }

  private setDuration(seconds: number): void {
    if (this.duration === seconds) return;
    const first = this.duration === null;
    this.duration = seconds;
    this.stopDurationCheck();
    if (first) this.options.onDuration?.(seconds);
  }

  private startProgress(): void {
    if (this.progressTimer !== null || !this.options.onProgress) return;
    this.progressTimer = this.timers.setInterval(() => {
      this.options.onProgress?.({ playedSeconds: this.currentTime, durationSeconds: this.duration });
    }, PLAYER_DEFAULTS.progressIntervalMs);
  }

  private stopProgress(): void {
    this.clearInterval('progressTimer');
  }

  private sendSeek(seconds: number): void {
    if (this.options.provider === 'youtube') {
      this.options.post(
        JSON.stringify({ event: 'command', func: 'seekTo', args: [seconds, true], id: 1, channel: 'widget' }),
      );
    } else {
      this.options.post({ method: 'setCurrentTime', value: seconds });
    }
  }

  private command(youtube: string, vimeo: string): void {
    if (this.destroyed || !isStarted(this.state)) return;
    if (this.options.provider === 'youtube') {
      this.options.post(JSON.stringify({ event: 'command', func: youtube, args: [], id: 1, channel: 'widget' }));
    } else {
      this.options.post({ method: vimeo });
    }
  }

  private clear(key: 'readyTimer' | 'silenceTimer'): void {
    if (this[key] !== null) this.timers.clearTimeout(this[key]);
    this[key] = null;
  }

  private clearInterval(key: 'handshakeTimer' | 'durationTimer' | 'progressTimer'): void {
    if (this[key] !== null) this.timers.clearInterval(this[key]);
    this[key] = null;
  }
}
