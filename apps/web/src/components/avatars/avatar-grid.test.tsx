import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { AVATARS } from '@tlp/shared/avatars';
import { AVATAR_GRID, AvatarGrid, gridHeight } from './avatar-grid.tsx';
import { AvatarImage } from './avatar-image.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Elige tu avatar</span>
      <AvatarGrid value={value} onChange={setValue} labelledBy="label" />
      <output>{value}</output>
    </>
  );
}

const checked = () => screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true');

describe('AvatarGrid', () => {
  it('offers the 36 avatars as one radio group with a single tab stop', () => {
    renderWithProviders(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Elige tu avatar' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeTruthy();
    expect(radios).toHaveLength(36);
    expect(radios[0]!.getAttribute('aria-label')).toBe('Chica, estilo A, variante 1');
    expect(radios[35]!.getAttribute('aria-label')).toBe('Chico, estilo F, variante 3');
    expect(radios.filter((r) => r.tabIndex === 0)).toHaveLength(1);
    expect(checked()).toHaveLength(0);
  });

  it('selects on click and moves the selection with the arrow keys, wrapping at the ends', () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'Chica, estilo A, variante 2' }));
    expect(checked().map((r) => r.getAttribute('aria-label'))).toEqual(['Chica, estilo A, variante 2']);

    fireEvent.keyDown(checked()[0]!, { key: 'ArrowRight' });
    expect(screen.getByText('girl-A-3')).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Chica, estilo A, variante 3');
    expect(checked()[0]!.tabIndex).toBe(0);

    fireEvent.keyDown(checked()[0]!, { key: 'ArrowDown' });
    expect(screen.getByText('girl-B-1')).toBeTruthy();
    fireEvent.keyDown(checked()[0]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(checked()[0]!, { key: 'ArrowUp' });
    expect(screen.getByText('girl-A-2')).toBeTruthy();

    fireEvent.keyDown(checked()[0]!, { key: 'Home' });
    fireEvent.keyDown(checked()[0]!, { key: 'ArrowLeft' });
    expect(screen.getByText('boy-F-3')).toBeTruthy();
    fireEvent.keyDown(checked()[0]!, { key: 'ArrowRight' });
    expect(screen.getByText('girl-A-1')).toBeTruthy();
  });
});

describe('AvatarGrid layout', () => {
  it('shows whole rows only: its height fits 4 rows exactly, within 24rem, and every row is full', () => {
    renderWithProviders(<Harness />);
    const { tile, gap, padding, border, columns } = AVATAR_GRID;
    const style = getComputedStyle(screen.getByRole('radiogroup'));
    const height = parseFloat(style.maxHeight);
    expect(style.maxHeight).toBe(`${gridHeight(4)}px`);
    expect(height).toBeLessThanOrEqual(24 * 16);
    // Inside the border and padding, 4 tiles and the 3 gaps between them: no row cut in half.
    expect(height - 2 * border - 2 * padding).toBe(4 * tile + 3 * gap);
    expect(style.boxSizing).toBe('border-box');
    expect(style.scrollSnapType).toBe('y mandatory');
    for (const radio of screen.getAllByRole('radio')) expect(getComputedStyle(radio).height).toBe(`${tile}px`);
    // Any column count the grid takes divides the 36 avatars: the last row is full.
    for (const count of columns) expect(AVATARS.length % count).toBe(0);
  });
});

describe('AvatarImage', () => {
  it('is a named image, or decorative when asked', () => {
    renderWithProviders(
      <>
        <AvatarImage avatar="boy-C-2" size={40} />
        <AvatarImage avatar="girl-D-1" title="Avatar de Ana" />
        <AvatarImage avatar="nope" />
        <AvatarImage avatar="girl-A-1" decorative />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Chico, estilo C, variante 2' }).getAttribute('width')).toBe('40');
    expect(screen.getByRole('img', { name: 'Avatar de Ana' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Avatar' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});
