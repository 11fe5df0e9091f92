import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import type { SchoolStudentDetail } from '../types.ts';
import { StudentPage } from './student-page.tsx';

const student: SchoolStudentDetail = {
  id: 41,
  first_name: 'Ana',
  last_name: 'López',
  email: 'ana@demo.mx',
  semester: '5º',
  group: null,
  onboarded: true,
  created_at: '2026-09-01T16:00:00.000Z',
  favorites: [
    { degree_id: 3, degree: 'Medicina', campus_id: 2, campus: 'Campus Puebla', created_at: '2026-09-02T16:00:00.000Z' },
  ],
  meetings: [
    {
      id: 9,
      degree_id: 3,
      degree: 'Medicina',
      campus: 'Campus Puebla',
      requested_at: '2026-09-03T16:00:00.000Z',
      state: 'booked',
      slot_starts_at: '2026-12-01T16:00:00.000Z',
      time_zone: 'America/Mexico_City',
    },
    {
      id: 10,
      degree_id: 4,
      degree: 'Derecho',
      campus: 'Campus Puebla',
      requested_at: '2026-09-04T16:00:00.000Z',
      state: 'held',
      slot_starts_at: null,
      time_zone: null,
    },
  ],
};

function renderPage(answer: () => Response) {
  vi.stubGlobal('fetch', vi.fn(mockApi({ 'GET /highschools/5/students/41': answer })));
  renderRoutes(
    [{ path: '/highschools/5/estudiantes/41', element: <StudentPage highschoolId="5" userId="41" /> }],
    ['/highschools/5/estudiantes/41'],
  );
}

describe('StudentPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the student's favourites and meeting requests with their states and slots", async () => {
    renderPage(() => jsonResponse(200, student));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeTruthy();
    expect(screen.getByText('Sin grupo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la escuela' }).getAttribute('href')).toBe('/highschools/5');
    const meetings = screen.getByRole('region', { name: 'Solicitudes de reunión' });
    expect(within(meetings).getByText('Horario agendado')).toBeTruthy();
    expect(within(meetings).getByText('En espera de autorización')).toBeTruthy();
    expect(within(meetings).getByText(/^Horario: martes, 1 de diciembre de 2026, 10:00/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Favoritas' })).getByText('Campus Puebla')).toBeTruthy();
  });

  it('says the student is not of the school', async () => {
    renderPage(() =>
      jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'No', errorCode: 'StudentNotInSchool' }),
    );
    expect(await screen.findByRole('heading', { name: 'No encontramos a este estudiante' })).toBeTruthy();
  });
});
