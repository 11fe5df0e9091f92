import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import type { SchoolInterests } from '../types.ts';
import { InterestsSection } from './interests-section.tsx';

function renderInterests(answer: () => Response) {
  vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /highschools/5/interests': answer })));
  renderRoutes([{ path: '/highschools/5', element: <InterestsSection highschoolId="5" /> }], ['/highschools/5']);
}

const interests: SchoolInterests = {
  areas: [
    { id: 1, name: 'Ingenierías', students: 12 },
    { id: null, name: 'Otros', students: 6 },
  ],
  degrees: [{ id: 4, name: 'Medicina', students: 1001 }],
  cities: [],
};

describe('InterestsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists areas, degrees and cities with their students, and says how small groups are merged', async () => {
    renderInterests(() => jsonResponse(200, interests));
    const areas = await screen.findByRole('list', { name: 'Áreas' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ingenierías12 estudiantes', 'Otros6 estudiantes']);
    expect(within(screen.getByRole('list', { name: 'Carreras' })).getByText('1,001 estudiantes')).toBeTruthy();
    expect(screen.getByText('Aún no hay suficientes estudiantes para mostrar esta lista.')).toBeTruthy();
    expect(
      screen.getByText('Solo mostramos grupos de 5 estudiantes o más; los demás se suman en "Otros"'),
    ).toBeTruthy();
  });

  it('says when there is nothing to show yet', async () => {
    renderInterests(() => jsonResponse(200, { areas: [], degrees: [], cities: [] }));
    expect(await screen.findByText(/Aún no hay suficientes estudiantes con favoritas/)).toBeTruthy();
  });

  it('offers a retry when it fails to load', async () => {
    let calls = 0;
    renderInterests(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'falló' })
        : jsonResponse(200, interests);
    });
    expect(await screen.findByText('No pudimos cargar los intereses.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('list', { name: 'Áreas' })).toBeTruthy();
  });
});
