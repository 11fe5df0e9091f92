import { fireEvent, screen, within } from '@testing-library/react';
import type { CampusRepresentative } from '@tlp/shared/campuses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/render.tsx';
import { CampusRepresentatives } from './campus-representatives.tsx';

const ANA: CampusRepresentative = {
  id: 31,
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana.ruiz@universidad.mx',
  phone: '5512345678',
  created_at: '2026-03-12T18:00:00Z',
};

function setup(answer: () => Response) {
  vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /campuses/4/representatives': answer })));
  const onDelete = vi.fn();
  renderWithProviders(<CampusRepresentatives campusId={4} onDelete={onDelete} />);
  return { onDelete };
}

describe('the representatives of a campus', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each one with how to reach them, and asks the page to delete one', async () => {
    const { onDelete } = setup(() => jsonResponse(200, [ANA, { ...ANA, id: 32, first_name: 'Luis', phone: null }]));
    const list = await screen.findByRole('list', { name: 'Cuentas de representantes' });
    const [ana, luis] = within(list).getAllByRole('listitem');
    expect(within(ana!).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(ana!).getByRole('link', { name: /Teléfono/ })).toBeTruthy();
    expect(within(luis!).queryByRole('link', { name: /Teléfono/ })).toBeNull();
    fireEvent.click(within(ana!).getByRole('button', { name: 'Eliminar a Ana Ruiz' }));
    expect(onDelete).toHaveBeenCalledWith({ id: 31, name: 'Ana Ruiz' });
  });

  it('says when there is nobody yet', async () => {
    setup(() => jsonResponse(200, []));
    expect(await screen.findByText(/Aún no hay representantes registrados/)).toBeTruthy();
  });

  it('offers a retry when the list fails', async () => {
    setup(() => jsonResponse(500, { statusCode: 500, error: 'x', message: 'x', errorCode: 'x' }));
    expect(await screen.findByText('No pudimos cargar los representantes.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
