import { fireEvent, screen, within } from '@testing-library/react';
import type { CampusMeetingsSummary, SchoolMeetingsSummary } from '@tlp/shared/slots';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { CampusMeetingsSection } from './campus-meetings-section.tsx';
import { SchoolMeetingsSection } from './school-meetings-section.tsx';

function renderSchool(answer: () => Response) {
  vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /highschools/5/meetings-summary': answer })));
  renderRoutes([{ path: '/highschools/5', element: <SchoolMeetingsSection highschoolId="5" /> }], ['/highschools/5']);
}

/** The totals' tiles, each as its label and what follows it. */
async function totals() {
  const list = await screen.findByLabelText('Totales de reuniones');
  return within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, ...[...term.parentElement!.querySelectorAll('dd')].map((dd) => dd.textContent)]);
}

describe('SchoolMeetingsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows requested → booked → attended with their rates, and a row per campus', async () => {
    const summary: SchoolMeetingsSummary = {
      requested: 1200,
      booked: 3,
      attended: 2,
      campuses: [
        { campus_id: 1, campus_name: 'Campus Coyoacán', requested: 1190, booked: 3, attended: 2 },
        { campus_id: 2, campus_name: 'Campus Puebla', requested: 10, booked: 0, attended: 0 },
      ],
    };
    renderSchool(() => jsonResponse(200, summary));
    expect(screen.getByRole('heading', { name: 'Reuniones con universidades' })).toBeTruthy();
    expect(await totals()).toEqual([
      ['Solicitadas', '1,200'],
      ['Agendadas', '3', '0 % de las solicitadas'],
      ['Asistieron', '2', '67 % de las agendadas'],
    ]);
    const table = screen.getByRole('table', { name: 'Reuniones por campus' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Campus', 'Solicitadas', 'Agendadas', 'Asistieron']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Campus Coyoacán', '1,190', '3', '2'],
      ['Campus Puebla', '10', '0', '0'],
    ]);
  });

  it('says — for a rate with nothing to divide by', async () => {
    renderSchool(() =>
      jsonResponse(200, {
        requested: 1,
        booked: 0,
        attended: 0,
        campuses: [{ campus_id: 1, campus_name: 'Campus Coyoacán', requested: 1, booked: 0, attended: 0 }],
      }),
    );
    expect(await totals()).toEqual([
      ['Solicitadas', '1'],
      ['Agendadas', '0', '0 % de las solicitadas'],
      ['Asistieron', '0', '— de las agendadas'],
    ]);
  });

  it('says there are no requests yet', async () => {
    renderSchool(() => jsonResponse(200, { requested: 0, booked: 0, attended: 0, campuses: [] }));
    expect(await screen.findByText('Aún no hay solicitudes de reunión de tus estudiantes.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('Totales de reuniones')).toBeNull();
  });

  it('offers a retry when the summary fails to load', async () => {
    let calls = 0;
    renderSchool(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'falló' })
        : jsonResponse(200, { requested: 0, booked: 0, attended: 0, campuses: [] });
    });
    expect(await screen.findByText('No pudimos cargar las reuniones.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no hay solicitudes de reunión de tus estudiantes.')).toBeTruthy();
  });
});

describe('CampusMeetingsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  function renderCampus(summary: CampusMeetingsSummary) {
    vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /campuses/3/meetings-summary': () => jsonResponse(200, summary) })));
    renderRoutes([{ path: '/campus/3', element: <CampusMeetingsSection campusId="3" /> }], ['/campus/3']);
  }

  it('shows the totals with their rates and a row per school', async () => {
    renderCampus({
      requested: 4,
      booked: 2,
      attended: 1,
      schools: [{ highschool_id: 7, highschool_name: 'Prepa Benito Juárez', requested: 4, booked: 2, attended: 1 }],
    });
    expect(screen.getByRole('heading', { name: 'Reuniones por preparatoria' })).toBeTruthy();
    expect(await totals()).toEqual([
      ['Solicitadas', '4'],
      ['Agendadas', '2', '50 % de las solicitadas'],
      ['Asistieron', '1', '50 % de las agendadas'],
    ]);
    const table = screen.getByRole('table', { name: 'Reuniones por preparatoria' });
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Preparatoria');
    expect(
      within(within(table).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Prepa Benito Juárez', '4', '2', '1']);
  });

  it('says the campus has no requests yet', async () => {
    renderCampus({ requested: 0, booked: 0, attended: 0, schools: [] });
    expect(await screen.findByText('Aún no hay solicitudes de reunión para este campus.')).toBeTruthy();
  });
});
