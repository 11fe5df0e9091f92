import { describe, expect, it } from 'vitest';
import { embedUrlFor, isAllowedThumbnail, oembedUrlFor, parseStartTime, parseVideoUrl } from './video-url.ts';

const ID = 'dQw4w9WgXcQ';

describe('parseVideoUrl', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}&list=PL123&index=2`],
    [`https://m.youtube.com/watch?feature=share&v=${ID}`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}?rel=0`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/live/${ID}`],
    [`youtube.com/watch?v=${ID}`],
    [`  https://youtu.be/${ID}  `],
  ])('reads the YouTube id of %s', (url) => {
    expect(parseVideoUrl(url)).toEqual({ ok: true, source: { provider: 'youtube', id: ID } });
  });

  it('reads a YouTube start time', () => {
    expect(parseVideoUrl(`https://youtu.be/${ID}?t=90`)).toEqual({
      ok: true,
      source: { provider: 'youtube', id: ID, startSeconds: 90 },
    });
    expect(parseVideoUrl(`https://www.youtube.com/watch?v=${ID}&t=1m5s`)).toMatchObject({
      source: { startSeconds: 65 },
    });
    expect(parseVideoUrl(`https://www.youtube.com/embed/${ID}?start=30`)).toMatchObject({
      source: { startSeconds: 30 },
    });
  });

  it.each([
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://www.vimeo.com/76979871/', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/8272103f6e', { provider: 'vimeo', id: '76979871', hash: '8272103f6e' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/showcase/123/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e&badge=0',
      { provider: 'vimeo', id: '76979871', hash: '8272103f6e' },
    ],
    ['https://vimeo.com/76979871#t=45s', { provider: 'vimeo', id: '76979871', startSeconds: 45 }],
  ])('reads the Vimeo video of %s', (url, source) => {
    expect(parseVideoUrl(url)).toEqual({ ok: true, source });
  });

  it.each([
    [''],
    ['   '],
    [null],
    [undefined],
    ['no es un enlace'],
    ['ftp://youtube.com/watch?v=x'],
    ['javascript:alert(1)'],
  ])('calls %j an invalid link', (url) => {
    expect(parseVideoUrl(url)).toEqual({ ok: false, problem: 'invalid-url' });
  });

  it.each([
    ['https://www.youtube.com/watch?v=corto'],
    ['https://www.youtube.com/@canal'],
    ['https://www.youtube.com/results?search_query=unam'],
    ['https://youtu.be/'],
    ['https://vimeo.com/'],
    ['https://vimeo.com/channels/staffpicks'],
    ['https://player.vimeo.com/api/player.js'],
  ])('calls %s an invalid link: the provider is known but it is no video', (url) => {
    expect(parseVideoUrl(url)).toEqual({ ok: false, problem: 'invalid-url' });
  });

  it.each([
    ['https://www.dailymotion.com/video/x7tgad0'],
    ['https://example.com/video.mp4'],
    ['https://notyoutube.com/watch?v=' + ID],
  ])('does not play %s (unknown provider)', (url) => {
    expect(parseVideoUrl(url)).toEqual({ ok: false, problem: 'unknown-provider' });
  });
});

describe('parseStartTime', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['2m', 120],
    ['0', undefined],
    ['', undefined],
    ['abc', undefined],
    [null, undefined],
  ])('%j -> %j', (text, seconds) => {
    expect(parseStartTime(text)).toBe(seconds);
  });
});

describe('embed and oEmbed addresses', () => {
  it('embeds YouTube without cookies, autoplaying, with its JS API for this page', () => {
    const url = new URL(embedUrlFor({ provider: 'youtube', id: ID, startSeconds: 12 }, 'http://127.0.0.1:3000'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe(`/embed/${ID}`);
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('http://127.0.0.1:3000');
    expect(url.searchParams.get('start')).toBe('12');
  });

  it('embeds Vimeo autoplaying, with the hash of an unlisted video and the start time', () => {
    expect(embedUrlFor({ provider: 'vimeo', id: '76979871', hash: 'abc123', startSeconds: 45 }, 'x')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1&h=abc123#t=45s',
    );
  });

  it('asks each provider its own oEmbed endpoint for the canonical page', () => {
    expect(oembedUrlFor({ provider: 'youtube', id: ID })).toBe(
      `https://www.youtube.com/oembed?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${ID}`)}&format=json`,
    );
    expect(oembedUrlFor({ provider: 'vimeo', id: '76979871' })).toBe(
      `https://vimeo.com/api/oembed.json?url=${encodeURIComponent('https://vimeo.com/76979871')}&width=1280`,
    );
  });

  it('accepts thumbnails only from the providers image hosts', () => {
    expect(isAllowedThumbnail(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`)).toBe(true);
    expect(isAllowedThumbnail('https://i.vimeocdn.com/video/1.jpg')).toBe(true);
    expect(isAllowedThumbnail('https://evil.example/x.jpg')).toBe(false);
    expect(isAllowedThumbnail('http://i.ytimg.com/vi/x.jpg')).toBe(false);
    expect(isAllowedThumbnail(42)).toBe(false);
  });
});
