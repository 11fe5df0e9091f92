import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedPlayer, LOAD_SILENCE_TIMEOUT_MS, parseVimeoMessage, parseYouTubeMessage } from './embedded-player.ts';

describe('provider messages', () => {
  it('reads YouTube messages (JSON text) and their errors', () => {
    expect(parseYouTubeMessage('{"event":"onReady"}')).toEqual({});
    expect(parseYouTubeMessage(JSON.stringify({ event: 'onStateChange', info: 1 }))).toEqual({});
    expect(parseYouTubeMessage(JSON.stringify({ event: 'onError', info: 150 }))).toEqual({ error: 'youtube:150' });
    expect(parseYouTubeMessage('no json')).toBeNull();
    expect(parseYouTubeMessage({ foo: 1 })).toBeNull();
  });

  it('reads Vimeo events, method answers and errors', () => {
    expect(parseVimeoMessage({ event: 'ready' })).toEqual({ ready: true });
    expect(parseVimeoMessage('{"event":"play"}')).toEqual({});
    expect(parseVimeoMessage({ method: 'getDuration', value: 61.5 })).toEqual({});
    expect(parseVimeoMessage({ event: 'error', data: { name: 'PrivacyError' } })).toEqual({
      error: 'vimeo:PrivacyError',
    });
    expect(parseVimeoMessage(7)).toBeNull();
  });
});

describe('EmbeddedPlayer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(provider: 'youtube' | 'vimeo') {
    const posted: unknown[] = [];
    const onLoadFailed = vi.fn();
    const onProviderError = vi.fn();
    const player = new EmbeddedPlayer({
      provider,
      post: (m) => posted.push(typeof m === 'string' ? JSON.parse(m) : m),
      onLoadFailed,
      onProviderError,
    });
    return { player, posted, onLoadFailed, onProviderError };
  }

  it('YouTube: says it is listening on load, and repeats it until the player answers', () => {
    const { player, posted } = setup('youtube');
    player.handleLoad();
    const listening = () => posted.filter((m) => (m as { event?: string }).event === 'listening').length;
    expect(listening()).toBe(1);
    expect(posted).toContainEqual({
      event: 'command',
      func: 'addEventListener',
      args: ['onError'],
      id: 1,
      channel: 'widget',
    });
    vi.advanceTimersByTime(500);
    expect(listening()).toBe(3);
    player.handleMessage('{"event":"initialDelivery","info":{}}');
    vi.advanceTimersByTime(2000);
    expect(listening()).toBe(3);
  });

  it('Vimeo: asks for its errors once the player is ready', () => {
    const { player, posted } = setup('vimeo');
    player.handleMessage({ event: 'ready' });
    expect(posted).toEqual([{ method: 'addEventListener', value: 'error' }]);
  });

  it('calls a load failed when the loaded frame stays silent for 6 s, not when the player talks', () => {
    const quiet = setup('youtube');
    quiet.player.handleLoad();
    vi.advanceTimersByTime(LOAD_SILENCE_TIMEOUT_MS - 1);
    expect(quiet.onLoadFailed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(quiet.onLoadFailed).toHaveBeenCalledOnce();

    const talking = setup('vimeo');
    talking.player.handleLoad();
    talking.player.handleMessage({ event: 'ready' });
    vi.advanceTimersByTime(LOAD_SILENCE_TIMEOUT_MS * 2);
    expect(talking.onLoadFailed).not.toHaveBeenCalled();
  });

  it('reports provider errors and stops after destroy', () => {
    const { player, onProviderError } = setup('youtube');
    player.handleMessage(JSON.stringify({ event: 'onError', info: 101 }));
    expect(onProviderError).toHaveBeenCalledWith('youtube:101');
    player.destroy();
    player.handleLoad();
    player.handleMessage(JSON.stringify({ event: 'onError', info: 5 }));
    expect(onProviderError).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });
});
