import { fireEvent, screen, within } from '@testing-library/react';
import type { DisclosureRow } from '@tlp/shared/disclosures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render.tsx';
import { disclosureSentence, fieldsPhrase } from '../messages.ts';
import { DisclosuresSection } from './disclosures-section.tsx';

const meeting: DisclosureRow = {
  id: 2,
  // 05:30 UTC on the 4th is still the 3rd in Mexico City.
  created_at: '2027-03-04T05:30:00.000Z',
  recipient_kind: 'campus',
  recipient_name: 'Universidad X',
  fields: ['name', 'email', 'phone'],
  reason: 'meeting',
  degree_name: 'Ingeniería Civil',
};
const exported: DisclosureRow = {
  id: 1,
  created_at: '2027-02-10T18:00:00.000Z',
  recipient_kind: 'admin',
  recipient_name: 'administración de Toca la Puerta',
  fields: ['name', 'email', 'phone', 'school', 'city', 'meetings'],
  reason: 'export',
  degree_name: null,
};

describe('disclosureSentence', () => {
  it('says what was shared, with whom, why and when, in plain Spanish and Mexico City days', () => {
    expect(disclosureSentence(meeting)).toBe(
      'El 3 de marzo de 2027 compartimos tu nombre, correo y teléfono con Universidad X porque agendaste una reunión para Ingeniería Civil.',
    );
    expect(disclosureSentence(exported)).toBe(
      'El 10 de febrero de 2027 compartimos tu nombre, correo, teléfono, preparatoria, ciudad y reuniones agendadas con la administración de Toca la Puerta porque descargó el reporte de reuniones agendadas.',
    );
  });

  it('names one field alone, and shows an unknown code as it came', () => {
    expect(fieldsPhrase(['email'])).toBe('tu correo');
    expect(fieldsPhrase(['name', 'curp'])).toBe('tu nombre y curp');
  });
});

function serve(pages: Record<string, { rows: DisclosureRow[]; total: number } | 'error'>) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(`${url.pathname}${url.search}`);
      const page = pages[url.searchParams.get('page') ?? '1'];
      if (!page || page === 'error') return jsonResponse(500, { statusCode: 500, message: 'Error interno' });
      return new Response(JSON.stringify(page.rows), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(page.total) },
      });
    }),
  );
  renderRoutes([{ path: '/profile', Component: DisclosuresSection }], ['/profile']);
  return urls;
}

describe('DisclosuresSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the events newest first under its heading, and loads more on demand', async () => {
    const urls = serve({ '1': { rows: [meeting], total: 2 }, '2': { rows: [exported], total: 2 } });
    expect(screen.getByRole('heading', { name: 'Con quién compartimos tus datos' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Veces que compartimos tus datos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText(/Universidad X porque agendaste una reunión para Ingeniería Civil/)).toBeTruthy();
    expect(urls[0]).toBe('/api/v1/users/me/disclosures?page=1&pageSize=20');

    fireEvent.click(screen.getByRole('button', { name: 'Ver más' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Ver más' })).toBeNull();
  });

  it('says so when nothing was shared', async () => {
    serve({ '1': { rows: [], total: 0 } });
    expect(await screen.findByText('Todavía no hemos compartido tus datos con nadie.')).toBeTruthy();
  });

  it('shows an error with a retry when the list does not load', async () => {
    serve({ '1': 'error' });
    expect(
      await screen.findByText('No pudimos cargar este registro. Revisa tu conexión e inténtalo de nuevo.', undefined, {
        timeout: 4000,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
