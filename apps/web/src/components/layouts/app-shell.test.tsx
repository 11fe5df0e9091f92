import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render.tsx';
import { testStudent } from '@/test/users.ts';
import { stubWidth } from '@/test/window-width.ts';
import { AppShell } from './app-shell.tsx';

/** What Tab reaches, in document order (no positive tabindex in the app). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

afterEach(() => vi.unstubAllGlobals());

/** The shell of `user` (a student by default) around the page at `path`. */
function setup(user = testStudent(), path = 'home') {
  return renderRoutes(
    [
      {
        path: '/',
        element: <AppShell user={user} onLogout={async () => {}} />,
        children: [{ path, element: <h1>{path}</h1> }],
      },
    ],
    [`/${path}`],
  );
}

const representative = () => testStudent({ type: 'university', role_title: 'Representante' });

describe('AppShell', () => {
  it('starts with a skip link to the main content, which takes the focus there', () => {
    const { router } = setup();
    const first = document.querySelector<HTMLElement>(FOCUSABLE);
    const skip = screen.getByRole('link', { name: 'Saltar al contenido principal' });
    expect(first).toBe(skip);

    fireEvent.click(skip);
    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    // The page stays where it was: no new entry in the history, no hash in the address.
    expect(router.state.location.hash).toBe('');
  });

  it('gives a representative Solicitudes, Horarios, Mi Perfil and Salir', () => {
    setup(representative(), 'solicitudes');
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    const items = [...menu.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['Solicitudes', 'Horarios', 'Mi Perfil', 'Salir']);
    expect(screen.getByRole('link', { name: 'Solicitudes' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Representante')).toBeTruthy();
  });

  it('keeps the left menu, labelled, above a phone', () => {
    stubWidth(1280);
    setup();
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).getByRole('button', { name: 'Menú' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Habilidades blandas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Más' })).toBeNull();
  });

  it('collapsed to its icons, names each item in a tooltip', async () => {
    stubWidth(1280);
    setup();
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Menú' }));
    expect(within(menu).getByRole('button', { name: 'Menú' }).getAttribute('aria-expanded')).toBe('false');
    // The tooltip's code arrives on demand (it then names the item itself); point at the item after.
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Explorar' }).getAttribute('aria-label')).toBe('Explorar'),
    );
    fireEvent.mouseOver(within(menu).getByRole('link', { name: 'Explorar' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Explorar');
  });

  it("on a phone, puts the role's four main items in a labelled bottom bar and the rest behind 'Más'", async () => {
    stubWidth(375);
    setup();
    const bar = screen.getByRole('navigation', { name: 'Menú principal' });
    expect([...bar.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Home',
      'Explorar',
      'Favoritas',
      'Mi Perfil',
      'Más',
    ]);
    expect(within(bar).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    const more = within(bar).getByRole('button', { name: 'Más' });
    expect(more.getAttribute('aria-haspopup')).toBe('dialog');
    expect(more.getAttribute('aria-expanded')).toBe('false');

    more.focus();
    fireEvent.click(more);
    const drawer = await screen.findByRole('dialog', { name: 'Más opciones' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const items = within(drawer)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Comparar', 'Test de intereses', 'Coincidencias', 'Habilidades blandas', 'Salir']);
    expect(within(drawer).getByText('¡Hola, Ana!')).toBeTruthy();
    // Keyboard: the focus is in the drawer; Escape closes it and gives the focus back to 'Más'.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(more);
  });

  it("on a phone, 'Más' opens the items a representative's bar has no room for", async () => {
    stubWidth(375);
    setup(representative(), 'solicitudes');
    const bar = screen.getByRole('navigation', { name: 'Menú principal' });
    expect([...bar.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Solicitudes',
      'Horarios',
      'Mi Perfil',
      'Más',
    ]);
    fireEvent.click(within(bar).getByRole('button', { name: 'Más' }));
    const drawer = await screen.findByRole('dialog', { name: 'Más opciones' });
    expect(within(drawer).getByRole('button', { name: 'Salir' })).toBeTruthy();
  });
});
