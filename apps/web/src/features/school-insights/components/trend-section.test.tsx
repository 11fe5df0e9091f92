import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import type { SchoolTrend } from '../types.ts';
import { TrendSection } from './trend-section.tsx';
import { cumulativeWeeks } from './trend-weeks.ts';

const trend: SchoolTrend = {
  season: { starts_on: '2026-08-01', ends_on: '2027-07-31' },
  weeks: [
    { week_start: '2026-11-09', registrations: 3, meetings: 0 },
    { week_start: '2026-11-16', registrations: 5, meetings: 2 },
    { week_start: '2026-11-23', registrations: 2, meetings: 1 },
  ],
  targets: { registrations: 32, meetings: 16 },
  totals: { registrations: 12, meetings: 3 },
  forecast: {
    registrations: { rate_per_week: 2.5, reached: false, reaches_on: '2027-04-14' },
    meetings: { rate_per_week: 0.75, reached: false, reaches_on: null },
  },
  method: 'last_4_weeks',
};

function renderTrend(answer: () => Response) {
  vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /highschools/5/trend': answer })));
  renderRoutes([{ path: '/highschools/5', element: <TrendSection highschoolId="5" /> }], ['/highschools/5']);
}

describe('cumulativeWeeks', () => {
  it("counts back from today's totals, so the last week ends on them", () => {
    expect(cumulativeWeeks(trend).map((w) => [w.registrationsTotal, w.meetingsTotal])).toEqual([
      [5, 0],
      [10, 2],
      [12, 3],
    ]);
  });
});

describe('TrendSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes each forecast in words, and the method', async () => {
    renderTrend(() => jsonResponse(200, trend));
    const forecast = await screen.findByRole('list', { name: 'Pronóstico' });
    expect(within(forecast).getByText('A este ritmo alcanzarás la meta de registros el 14 de abril')).toBeTruthy();
    expect(within(forecast).getByText('A este ritmo no la alcanzarás antes del fin del ciclo')).toBeTruthy();
    expect(screen.getByText(/Pronóstico con el ritmo de las últimas 4 semanas/)).toBeTruthy();
    expect(screen.getByText(/2\.5 registros y 0\.8 reuniones por semana/)).toBeTruthy();
  });

  it('says a goal is already reached', async () => {
    renderTrend(() =>
      jsonResponse(200, {
        ...trend,
        forecast: { ...trend.forecast, meetings: { rate_per_week: 1, reached: true, reaches_on: null } },
      }),
    );
    expect(await screen.findByText('Ya alcanzaste la meta de reuniones')).toBeTruthy();
  });

  it('names the chart and gives screen readers the weekly figures as a table', async () => {
    renderTrend(() => jsonResponse(200, trend));
    expect(
      await screen.findByRole('img', {
        name: 'Gráfica de registros y reuniones acumulados por semana, del 9 de noviembre al 23 de noviembre, con las metas de la recompensa',
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Registros y reuniones por semana' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['9 de noviembre', '3', '0', '5', '0'],
      ['16 de noviembre', '5', '2', '10', '2'],
      ['23 de noviembre', '2', '1', '12', '3'],
    ]);
  });

  it('offers a retry when it fails to load', async () => {
    let calls = 0;
    renderTrend(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'falló' })
        : jsonResponse(200, { ...trend, weeks: [] });
    });
    expect(await screen.findByText('No pudimos cargar la tendencia.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('El ciclo apenas empieza: aún no hay semanas que mostrar.')).toBeTruthy();
  });
});
