import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import type { FunnelCounts, SchoolFunnel } from '../types.ts';
import { FunnelSection } from './funnel-section.tsx';

const counts = (registered: number, rest: Partial<FunnelCounts> = {}): FunnelCounts => ({
  notebooks: null,
  registered,
  onboarded: 0,
  with_favorite: 0,
  with_meeting: 0,
  booked: 0,
  attended: 0,
  ...rest,
});

const funnel: SchoolFunnel = {
  school: counts(30, { notebooks: 40, onboarded: 24, with_favorite: 12, with_meeting: 6, booked: 3, attended: 1 }),
  groups: [
    { id: 1, name: '6A', ...counts(20, { onboarded: 10, with_favorite: 5 }) },
    { id: 2, name: '6B', ...counts(6, { onboarded: 6, with_favorite: 6, with_meeting: 6 }) },
    { id: null, name: 'Sin grupo', ...counts(4, { onboarded: 1 }) },
  ],
};

function renderFunnel(answer: () => Response) {
  vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /highschools/5/funnel': answer })));
  renderRoutes([{ path: '/highschools/5', element: <FunnelSection highschoolId="5" /> }], ['/highschools/5']);
}

const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('FunnelSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the school's steps, each as a share of the one before", async () => {
    renderFunnel(() => jsonResponse(200, funnel));
    expect(screen.getByRole('heading', { name: 'Embudo de la temporada' })).toBeTruthy();
    const tiles = await screen.findByLabelText('Embudo de la escuela');
    expect(
      within(tiles)
        .getAllByRole('term')
        .map((term) => [
          term.textContent,
          ...[...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent),
        ]),
    ).toEqual([
      ['Libretas', '40'],
      ['Se registraron', '30', '75 % del paso anterior'],
      ['Terminaron su registro', '24', '80 % del paso anterior'],
      ['Con favorita', '12', '50 % del paso anterior'],
      ['Pidieron reunión', '6', '50 % del paso anterior'],
      ['Agendaron horario', '3', '50 % del paso anterior'],
      ['Asistieron', '1', '33 % del paso anterior'],
    ]);
  });

  it('lists each group, "Sin grupo" last, with its rates, and sorts by a column from the keyboard', async () => {
    renderFunnel(() => jsonResponse(200, funnel));
    const table = await screen.findByRole('table', { name: 'Embudo por grupo' });
    expect(firstCells(table)).toEqual(['6A', '6B', 'Sin grupo']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['6A', '20', '10 (50 %)', '5 (50 %)', '0 (0 %)', '0 (—)', '0 (—)']);

    const favorites = within(table).getByRole('button', { name: 'Con favorita' });
    fireEvent.click(favorites);
    expect(firstCells(table)).toEqual(['6B', '6A', 'Sin grupo']);
    expect(favorites.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(favorites);
    expect(firstCells(table)).toEqual(['Sin grupo', '6A', '6B']);
    expect(favorites.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(table).getByRole('button', { name: 'Grupo' }));
    expect(firstCells(table)).toEqual(['6A', '6B', 'Sin grupo']);
  });

  it('sorts the cards of a narrow screen with the picker', async () => {
    renderFunnel(() => jsonResponse(200, funnel));
    const table = await screen.findByRole('table', { name: 'Embudo por grupo' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ordenar grupos por' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Se registraron, de menor a mayor' }),
    );
    expect(firstCells(table)).toEqual(['Sin grupo', '6B', '6A']);
  });

  it('says what to do when no student has signed up', async () => {
    renderFunnel(() => jsonResponse(200, { school: counts(0, { notebooks: 40 }), groups: [] }));
    expect(await screen.findByText(/Aún no hay estudiantes registrados/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when it fails to load', async () => {
    let calls = 0;
    renderFunnel(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'falló' })
        : jsonResponse(200, funnel);
    });
    expect(await screen.findByText('No pudimos cargar el embudo.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Embudo por grupo' })).toBeTruthy();
  });
});
