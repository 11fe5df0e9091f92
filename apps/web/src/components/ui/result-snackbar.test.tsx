import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { ResultSnackbar } from './result-snackbar.tsx';

describe('ResultSnackbar', () => {
  it('says the message, with a close button named in Spanish', () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ResultSnackbar result={{ severity: 'success', message: 'Guardamos tus cambios' }} onClose={onClose} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Guardamos tus cambios');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});
