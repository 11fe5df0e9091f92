import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render.tsx';
import { testStudent } from '@/test/users.ts';
import { AppShell } from './app-shell.tsx';

/** What Tab reaches, in document order (no positive tabindex in the app). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
});
