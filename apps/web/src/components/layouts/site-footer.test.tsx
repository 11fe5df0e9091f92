import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('shows the sales phone as every phone in the app: +52 and grouped by area code', () => {
    renderWithProviders(<SiteFooter />);
    const phone = screen.getByRole('link', { name: '+52 55 5512 0840' });
    expect(phone.getAttribute('href')).toBe('tel:+525555120840');
  });
});
