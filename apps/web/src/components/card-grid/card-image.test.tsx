import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardImage } from './card-image.tsx';

describe('CardImage', () => {
  it('loads a picture above the fold at once and first, and the others when they come near', () => {
    const { container } = render(
      <>
        <CardImage src="/api/v1/media/generated/campus-profile/c1.svg" seed="Campus Uno" kind="campus" eager />
        <CardImage src="/api/v1/media/generated/campus-profile/c2.svg" seed="Campus Dos" kind="campus" />
      </>,
    );
    const [first, second] = container.querySelectorAll('img');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.hasAttribute('fetchpriority')).toBe(false);
  });
});
