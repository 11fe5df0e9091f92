import type { VideoProvider } from './video-url.ts';

/** YouTube answers the 'listening' handshake only once its player script runs: ask again until it does. */
const HANDSHAKE_RETRY_MS = 250;
const HANDSHAKE_MAX_ATTEMPTS = 20;
/**
 * A provider's player talks to the page as soon as its iframe has loaded. Silence this long
 * after the load means the frame holds no player (offline, blocked): the load failed.
 */
export const LOAD_SILENCE_TIMEOUT_MS = 6000;

/** What a provider's message tells the page: that its player runs, and maybe an error. */
interface ProviderMessage {
  /** The provider's code, e.g. 'youtube:150' (the video may not be embedded). */
  error?: string;
  /** Vimeo's player is ready to be asked for its events. */
  ready?: boolean;
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

/** A message of YouTube's iframe API (JSON text with an `event`); null when it is not one. */
export function parseYouTubeMessage(data: unknown): ProviderMessage | null {
  const message = parseData(data);
  if (!message || typeof message.event !== 'string') return null;
  return message.event === 'onError' ? { error: `youtube:${String(message.info)}` } : {};
}

/** A message of Vimeo's player API (an event, or an answer to a method); null when it is not one. */
export function parseVimeoMessage(data: unknown): ProviderMessage | null {
  const message = parseData(data);
  if (!message) return null;
  if (typeof message.method === 'string') return {};
  if (typeof message.event !== 'string') return null;
  if (message.event === 'error') {
    const detail = parseData(message.data);
    return { error: `vimeo:${String(detail?.name ?? 'error')}` };
  }
  return message.event === 'ready' ? { ready: true } : {};
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

const browserTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
};

interface EmbeddedPlayerOptions {
  provider: VideoProvider;
  /** Sends a message to the provider's iframe. */
  post: (message: unknown) => void;
  /** The provider reported an error (its code, e.g. 'youtube:150'). */
  onProviderError: (code: string) => void;
  /** The iframe loaded but no player answered from it. */
  onLoadFailed: () => void;
  timers?: Timers;
}

/**
 * Watches one embedded player for what the viewer must be told: a frame that loaded without a
 * player in it (silence), or an error the provider reports. The player's own controls do the rest.
 */
export class EmbeddedPlayer {
  private readonly options: EmbeddedPlayerOptions;
  private readonly timers: Timers;
  private silenceTimer: unknown = null;
  private handshakeTimer: unknown = null;
  private handshakeAttempts = 0;
  private heardFromProvider = false;
  private destroyed = false;

  constructor(options: EmbeddedPlayerOptions) {
    this.options = options;
    this.timers = options.timers ?? browserTimers;
  }

  /** The iframe loaded: YouTube is asked to report, and the silence timer starts. */
  handleLoad(): void {
    if (this.destroyed) return;
    if (this.options.provider === 'youtube') this.startYouTubeHandshake();
    if (!this.heardFromProvider && this.silenceTimer === null) {
      this.silenceTimer = this.timers.setTimeout(() => {
        this.silenceTimer = null;
        if (this.heardFromProvider || this.destroyed) return;
        this.stopHandshake();
        this.options.onLoadFailed();
      }, LOAD_SILENCE_TIMEOUT_MS);
    }
  }

  /** A message whose source is this player's iframe. */
  handleMessage(data: unknown): void {
    if (this.destroyed) return;
    const message = this.options.provider === 'youtube' ? parseYouTubeMessage(data) : parseVimeoMessage(data);
    if (!message) return;
    this.heardFromProvider = true;
    this.stopHandshake();
    this.stopSilenceTimer();
    if (message.error) this.options.onProviderError(message.error);
    // Vimeo sends its errors only to a page that asked for them.
    else if (message.ready) this.options.post({ method: 'addEventListener', value: 'error' });
  }

  destroy(): void {
    this.destroyed = true;
    this.stopSilenceTimer();
    this.stopHandshake();
  }

  private startYouTubeHandshake(): void {
    const listen = () => {
      this.options.post(JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }));
      this.options.post(
        JSON.stringify({ event: 'command', func: 'addEventListener', args: ['onError'], id: 1, channel: 'widget' }),
      );
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
    if (this.handshakeTimer !== null) this.timers.clearInterval(this.handshakeTimer);
    this.handshakeTimer = null;
  }

  private stopSilenceTimer(): void {
    if (this.silenceTimer !== null) this.timers.clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
  }
}
