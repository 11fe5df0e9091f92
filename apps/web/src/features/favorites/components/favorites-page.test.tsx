import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CurrentUser, FavoriteDegree } from '@tlp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { FavoritesPage } from './favorites-page.tsx';

const student = { id: 5, first_name: 'Ana' } as CurrentUser;
const FAVORITES: FavoriteDegree[] = [
  { id: 1, name: 'Medicina', image: null, campus: 'Campus Centro', campusId: 3, has_meeting: false },
  { id: 2, name: 'Derecho', image: null, campus: 'Campus Norte', campusId: 4, has_meeting: false },
];

function setup(remove: () => Response, list: FavoriteDegree[] = FAVORITES) {
  let current = list;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /users/5/favorite-degrees': () => jsonResponse(200, current),
        'DELETE /users/5/favorite-degrees/2': () => {
          const response = remove();
          if (response.ok) current = current.filter((f) => f.id !== 2);
          return response;
        },
        'GET /degrees/2/preferences': () => jsonResponse(200, { is_favorite: false, is_meeting: false }),
      }),
    ),
  );
  return renderRoutes([{ path: '/favoritas', element: <FavoritesPage user={student} /> }], ['/favoritas']);
}

describe('FavoritesPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists favourites linking to their degree page', async () => {
    setup(() => new Response(null, { status: 204 }));
    expect(screen.getByRole('heading', { name: 'Mis carreras favoritas', level: 1 })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Medicina/ });
    expect(link.getAttribute('href')).toBe('/campus/3/carreras/1');
    expect(screen.getByText('2 carreras favoritas')).toBeTruthy();
  });

  it('removes a favourite after confirming', async () => {
    setup(() => new Response(null, { status: 204 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar de favoritas: Derecho' }));
    expect(screen.getByRole('dialog', { name: '¿Quitar de tus favoritas?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Quitaste Derecho de tus favoritas')).toBeTruthy();
    // Once the dialog is gone the page is exposed again, without the removed card.
    expect(await screen.findByRole('link', { name: /Medicina/ })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Derecho/ })).toBeNull());
  });

  it('shows the server message when the degree has a meeting', async () => {
    const message = 'No puedes quitar una carrera con una reunión agendada';
    setup(() => jsonResponse(409, { statusCode: 409, error: 'Conflict', message, errorCode: 'FavoriteHasMeeting' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Quitar de favoritas: Derecho' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(await screen.findByRole('link', { name: /Derecho/ })).toBeTruthy();
  });

  it('disables Quitar on a favourite with a meeting and says why, without asking', async () => {
    setup(() => new Response(null, { status: 204 }), [FAVORITES[0]!, { ...FAVORITES[1]!, has_meeting: true }]);
    const blocked = await screen.findByRole('button', { name: 'Quitar de favoritas: Derecho' });
    expect(blocked).toHaveProperty('disabled', true);
    const reason = document.getElementById(blocked.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Tiene una reunión agendada, así que no puedes quitarla de tus favoritas.');
    expect(blocked.closest('li')?.contains(reason!)).toBe(true);
    fireEvent.click(blocked);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The other one is still removable, with no reason attached.
    const free = screen.getByRole('button', { name: 'Quitar de favoritas: Medicina' });
    expect(free).toHaveProperty('disabled', false);
    expect(free.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getAllByText(/Tiene una reunión agendada/)).toHaveLength(1);
  });

  it('points to campus discovery when there are none', async () => {
    setup(() => new Response(null, { status: 204 }), []);
    expect((await screen.findByRole('link', { name: 'Descubrir campus' })).getAttribute('href')).toBe('/home');
  });
});
