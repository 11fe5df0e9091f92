import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/test/render.tsx';
import { VIDEO_PLAYER_TEXT } from './messages.ts';
import { resetThumbnailCache } from './oembed.ts';
import { VideoPlayer } from './video-player.tsx';

const URL_YT = 'https://youtu.be/dQw4w9WgXcQ';
const THUMB = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';

describe('VideoPlayer', () => {
  beforeEach(() => resetThumbnailCache());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the oEmbed thumbnail and a named play button, and loads the player on click', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      jsonResponse(200, { thumbnail_url: THUMB, title: 'x' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithProviders(<VideoPlayer url={URL_YT} title="Conoce el campus" />);
    const play = screen.getByRole('button', { name: 'Reproducir video: Conoce el campus' });
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe(THUMB));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('https://www.youtube.com/oembed?url=');

    fireEvent.click(play);
    const frame = screen.getByTitle('Video: Conoce el campus');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1&enablejsapi=1/,
    );
    expect(document.activeElement).toBe(frame);
  });

  it('falls back to its drawn placeholder, silently, when the oEmbed call fails', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithProviders(<VideoPlayer url={URL_YT} title="Intro" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reproducir video: Intro' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says in Spanish that it cannot play a link of another site', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<VideoPlayer url="https://example.com/video.mp4" title="Intro" />);
    expect(screen.getByRole('alert').textContent).toBe(VIDEO_PLAYER_TEXT.errors['unknown-provider']);
    expect(screen.queryByRole('button', { name: /Reproducir/ })).toBeNull();
  });

  it('does not load the player offline: it says why and offers to try again', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, {})),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<VideoPlayer url="https://vimeo.com/76979871" title="Intro" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir video: Intro' }));
    expect(screen.getByRole('alert').textContent).toBe(VIDEO_PLAYER_TEXT.errors.offline);
    expect(screen.getByRole('button', { name: VIDEO_PLAYER_TEXT.retry })).toBeTruthy();
    expect(screen.queryByTitle('Video: Intro')).toBeNull();
  });
});
