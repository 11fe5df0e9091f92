import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DURATION_CHECK_RETRY_MS,
  LOAD_SILENCE_TIMEOUT_MS,
  nextPlayerState,
  parseVimeoMessage,
  parseYouTubeMessage,
  PlayerController,
  PROGRESS_INTERVAL_MS,
  SEEK_EXPIRY_MS,
  VIMEO_READY_DELAY_MS,
  type PlayerState,
} from './player-machine.ts';

describe('nextPlayerState', () => {
  it.each<[PlayerState, Parameters<typeof nextPlayerState>[1]['type'], PlayerState]>([
    ['unstarted', 'ready', 'ready'],
    ['unstarted', 'play', 'playing'],
    ['unstarted', 'pause', 'unstarted'],
    ['unstarted', 'ended', 'unstarted'],
    ['ready', 'play', 'playing'],
    ['ready', 'buffering', 'buffering'],
    ['ready', 'pause', 'ready'],
    ['playing', 'pause', 'paused'],
    ['playing', 'buffering', 'buffering'],
    ['playing', 'ended', 'ended'],
    ['playing', 'ready', 'playing'],
    ['buffering', 'play', 'playing'],
    ['buffering', 'pause', 'paused'],
    ['paused', 'play', 'playing'],
    ['ended', 'play', 'playing'],
    ['ended', 'pause', 'ended'],
    ['playing', 'reset', 'unstarted'],
  ])('%s + %s -> %s', (state, type, next) => {
    expect(nextPlayerState(state, { type } as Parameters<typeof nextPlayerState>[1])).toBe(next);
  });
});

describe('provider messages', () => {
  it('reads YouTube events (JSON text)', () => {
    expect(parseYouTubeMessage('{"event":"onReady"}')).toEqual({ event: { type: 'ready' } });
    expect(parseYouTubeMessage(JSON.stringify({ event: 'onStateChange', info: 1 }))).toEqual({
      event: { type: 'play' },
    });
    expect(parseYouTubeMessage(JSON.stringify({ event: 'onStateChange', info: 2 }))).toEqual({
      event: { type: 'pause' },
    });
    expect(parseYouTubeMessage(JSON.stringify({ event: 'onStateChange', info: 3 }))).toEqual({
      event: { type: 'buffering' },
    });
    expect(parseYouTubeMessage(JSON.stringify({ event: 'onStateChange', info: 0 }))).toEqual({
      event: { type: 'ended' },
    });
    expect(parseYouTubeMessage(JSON.stringify({ event: 'onStateChange', info: -1 }))).toEqual({});
    expect(parseYouTubeMessage(JSON.stringify({ event: 'onError', info: 150 }))).toEqual({ error: 'youtube:150' });
    expect(
      parseYouTubeMessage(
        JSON.stringify({ event: 'infoDelivery', info: { playerState: 1, currentTime: 12.5, duration: 300 } }),
      ),
    ).toEqual({ event: { type: 'play' }, currentTime: 12.5, duration: 300 });
    expect(parseYouTubeMessage('no json')).toBeNull();
    expect(parseYouTubeMessage({ foo: 1 })).toBeNull();
  });

  it('reads Vimeo events and method answers', () => {
    expect(parseVimeoMessage({ event: 'ready' })).toEqual({ event: { type: 'ready' } });
    expect(parseVimeoMessage('{"event":"play"}')).toEqual({ event: { type: 'play' } });
    expect(parseVimeoMessage({ event: 'bufferstart' })).toEqual({ event: { type: 'buffering' } });
    expect(parseVimeoMessage({ event: 'ended' })).toEqual({ event: { type: 'ended' } });
    expect(parseVimeoMessage({ event: 'timeupdate', data: { seconds: 4, duration: 60 } })).toEqual({
      currentTime: 4,
      duration: 60,
    });
    expect(parseVimeoMessage({ method: 'getDuration', value: 61.5 })).toEqual({ duration: 61.5 });
    expect(parseVimeoMessage({ event: 'error', data: { name: 'PrivacyError' } })).toEqual({
      error: 'vimeo:PrivacyError',
    });
    expect(parseVimeoMessage(7)).toBeNull();
  });
});

describe('PlayerController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(
    provider: 'youtube' | 'vimeo',
    extra: Partial<ConstructorParameters<typeof PlayerController>[0]> = {},
  ) {
    const states: PlayerState[] = [];
    const posted: unknown[] = [];
    const controller = new PlayerController({
      provider,
      post: (m) => posted.push(typeof m === 'string' ? JSON.parse(m) : m),
      onStateChange: (s) => states.push(s),
      ...extra,
    });
    return { controller, states, posted };
  }

  it('YouTube: ready on load, says it is listening, then follows its state messages', () => {
    const { controller, states, posted } = setup('youtube');
    expect(controller.state).toBe('unstarted');
    controller.handleLoad();
    expect(states).toEqual(['ready']);
    expect(posted).toContainEqual({ event: 'listening', id: 1, channel: 'widget' });
    expect(posted).toContainEqual({
      event: 'command',
      func: 'addEventListener',
      args: ['onStateChange'],
      id: 1,
      channel: 'widget',
    });
    controller.handleMessage('{"event":"onReady"}');
    controller.handleMessage(JSON.stringify({ event: 'onStateChange', info: 3 }));
    controller.handleMessage(JSON.stringify({ event: 'onStateChange', info: 1 }));
    controller.handleMessage(JSON.stringify({ event: 'onStateChange', info: 2 }));
    controller.handleMessage(JSON.stringify({ event: 'onStateChange', info: 1 }));
    controller.handleMessage(JSON.stringify({ event: 'onStateChange', info: 0 }));
    expect(states).toEqual(['ready', 'buffering', 'playing', 'paused', 'playing', 'ended']);
  });

  it('YouTube: repeats the handshake until the player answers', () => {
    const { controller, posted } = setup('youtube');
    controller.handleLoad();
    const listening = () => posted.filter((m) => (m as { event?: string }).event === 'listening').length;
    expect(listening()).toBe(1);
    vi.advanceTimersByTime(500);
    expect(listening()).toBe(3);
    controller.handleMessage('{"event":"initialDelivery","info":{}}');
    vi.advanceTimersByTime(2000);
    expect(listening()).toBe(3);
  });

  it('Vimeo: delays readiness by 500 ms, subscribes to events and checks the duration every 100 ms', () => {
    const onDuration = vi.fn();
    const { controller, states, posted } = setup('vimeo', { onDuration });
    controller.handleMessage({ event: 'ready' });
    expect(posted).toContainEqual({ method: 'addEventListener', value: 'play' });
    expect(states).toEqual([]);
    vi.advanceTimersByTime(VIMEO_READY_DELAY_MS - 1);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual(['ready']);
    const asks = () => posted.filter((m) => (m as { method?: string }).method === 'getDuration').length;
    expect(asks()).toBe(1);
    vi.advanceTimersByTime(DURATION_CHECK_RETRY_MS * 3);
    expect(asks()).toBe(4);
    controller.handleMessage({ method: 'getDuration', value: 90 });
    vi.advanceTimersByTime(DURATION_CHECK_RETRY_MS * 5);
    expect(asks()).toBe(4);
    expect(onDuration).toHaveBeenCalledExactlyOnceWith(90);
    controller.handleMessage({ event: 'play' });
    controller.handleMessage({ event: 'pause' });
    controller.handleMessage({ event: 'ended' });
    expect(states).toEqual(['ready', 'playing', 'paused', 'ended']);
  });

  it('a play message before the delayed readiness starts the player at once', () => {
    const { controller, states } = setup('vimeo');
    controller.handleLoad();
    controller.handleMessage({ event: 'play' });
    vi.advanceTimersByTime(VIMEO_READY_DELAY_MS);
    expect(states).toEqual(['playing']);
  });

  it('reports progress every 1000 ms while playing only', () => {
    const onProgress = vi.fn();
    const { controller } = setup('youtube', { onProgress });
    controller.handleLoad();
    controller.handleMessage(
      JSON.stringify({ event: 'infoDelivery', info: { playerState: 1, currentTime: 3, duration: 100 } }),
    );
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS - 1);
    expect(onProgress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onProgress).toHaveBeenLastCalledWith({ playedSeconds: 3, durationSeconds: 100 });
    controller.handleMessage(JSON.stringify({ event: 'infoDelivery', info: { currentTime: 4.2 } }));
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS);
    expect(onProgress).toHaveBeenLastCalledWith({ playedSeconds: 4.2, durationSeconds: 100 });
    controller.handleMessage(JSON.stringify({ event: 'onStateChange', info: 2 }));
    onProgress.mockClear();
    vi.advanceTimersByTime(PROGRESS_INTERVAL_MS * 3);
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('keeps a seek asked before readiness, and drops it after 5000 ms', () => {
    const early = setup('vimeo');
    early.controller.seekTo(30);
    vi.advanceTimersByTime(SEEK_EXPIRY_MS - VIMEO_READY_DELAY_MS - 1);
    early.controller.handleLoad();
    vi.advanceTimersByTime(VIMEO_READY_DELAY_MS);
    expect(early.posted).toContainEqual({ method: 'setCurrentTime', value: 30 });

    const late = setup('vimeo');
    late.controller.seekTo(30);
    vi.advanceTimersByTime(SEEK_EXPIRY_MS);
    late.controller.handleLoad();
    vi.advanceTimersByTime(VIMEO_READY_DELAY_MS);
    expect(late.posted).not.toContainEqual({ method: 'setCurrentTime', value: 30 });
  });

  it('seeks at once when the player already runs', () => {
    const { controller, posted } = setup('youtube');
    controller.handleLoad();
    controller.seekTo(42);
    expect(posted).toContainEqual({ event: 'command', func: 'seekTo', args: [42, true], id: 1, channel: 'widget' });
  });

  it('calls a load failed when the loaded frame stays silent for 6 s, not when the player talks', () => {
    const silent = vi.fn();
    const quiet = setup('youtube', { onLoadFailed: silent });
    quiet.controller.handleLoad();
    vi.advanceTimersByTime(LOAD_SILENCE_TIMEOUT_MS - 1);
    expect(silent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(silent).toHaveBeenCalledOnce();

    const fine = vi.fn();
    const talking = setup('vimeo', { onLoadFailed: fine });
    talking.controller.handleLoad();
    talking.controller.handleMessage({ event: 'ready' });
    vi.advanceTimersByTime(LOAD_SILENCE_TIMEOUT_MS * 2);
    expect(fine).not.toHaveBeenCalled();
  });

  it('reports provider errors and stops after destroy', () => {
    const onProviderError = vi.fn();
    const { controller, states } = setup('youtube', { onProviderError });
    controller.handleMessage(JSON.stringify({ event: 'onError', info: 101 }));
    expect(onProviderError).toHaveBeenCalledWith('youtube:101');
    controller.destroy();
    controller.handleLoad();
    controller.handleMessage('{"event":"onReady"}');
    expect(states).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
