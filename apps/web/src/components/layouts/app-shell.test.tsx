import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render.tsx';
import { testStudent } from '@/test/users.ts';
import { AppShell } from './app-shell.tsx';

/** What Tab reaches, in document order (no positive tabindex in the app). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A window of that width: MUI's media queries read it through matchMedia. */
function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : min ? width >= Number(min[1]) : false;
    return {
      matches,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    };
  });
}

afterEach(() => vi.unstubAllGlobals());

function setup() {
  return renderRoutes(
    [
      {
        path: '/',
        element: <AppShell user={testStudent()} onLogout={async () => {}} />,
        children: [{ path: 'home', element: <h1>Inicio</h1> }],
      },
    ],
    ['/home'],
  );
}

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
    const user = testStudent({ type: 'university', role_title: 'Representante' });
    renderRoutes(
      [
        {
          path: '/',
          element: <AppShell user={user} onLogout={async () => {}} />,
          children: [{ path: 'solicitudes', element: <h1>Solicitudes</h1> }],
        },
      ],
      ['/solicitudes'],
    );
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
    const user = testStudent({ type: 'university', role_title: 'Representante' });
    renderRoutes(
      [
        {
          path: '/',
          element: <AppShell user={user} onLogout={async () => {}} />,
          children: [{ path: 'solicitudes', element: <h1>Solicitudes</h1> }],
        },
      ],
      ['/solicitudes'],
    );
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
