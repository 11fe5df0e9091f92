import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { CardImage } from '../card-grid/card-image.tsx';
import { MediaImage } from './media-image.tsx';

const UPLOADED = '/api/v1/uploads/0123456789abcdef0123456789abcdef.jpg';
const SRCSET = [320, 640, 1280].map((w) => `${UPLOADED}?w=${w}&format=webp ${w}w`).join(', ');

function img(container: HTMLElement): HTMLImageElement {
  const found = container.querySelector('img');
  if (!found) throw new Error('no <img>');
  return found;
}

describe('uploaded photos come as their WebP copies', () => {
  it('MediaImage: srcset of the copies, sizes, and the original as src', () => {
    const { container } = renderWithProviders(<MediaImage src={UPLOADED} alt="Fachada" seed="c1" sizes="128px" />);
    const image = img(container);
    expect(image.getAttribute('src')).toBe(UPLOADED);
    expect(image.getAttribute('srcset')).toBe(SRCSET);
    expect(image.getAttribute('sizes')).toBe('128px');
  });

  it('CardImage: srcset of the copies and the card widths, the original as src', () => {
    const { container } = renderWithProviders(<CardImage src={UPLOADED} seed="c1" kind="campus" />);
    const image = img(container);
    expect(image.getAttribute('srcset')).toBe(SRCSET);
    expect(image.getAttribute('sizes')).toContain('100vw');
    expect(image.getAttribute('src')).toBe(UPLOADED);
  });

  it('no srcset for what has no copies: an SVG, a generated picture, a link elsewhere', () => {
    for (const src of [
      '/api/v1/uploads/0123456789abcdef0123456789abcdef.svg',
      '/api/v1/media/generated/campus-profile/c1.svg',
      'https://example.com/foto.jpg',
    ]) {
      const { container, unmount } = renderWithProviders(<MediaImage src={src} alt="" seed="c1" />);
      expect(img(container).hasAttribute('srcset'), src).toBe(false);
      expect(img(container).hasAttribute('sizes'), src).toBe(false);
      unmount();
    }
  });
});
