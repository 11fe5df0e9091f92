import { fireEvent, screen, within } from '@testing-library/react';
import type { CurrentUser } from '@tlp/shared/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { Component as HighschoolRoute } from './detail.tsx';

const SCHOOL = {
  id: 1,
  name: 'Preparatoria Demo',
  city: 'Ciudad de México',
  city_id: 3,
  notebooks: 10,
  data_sharing_authorized: false,
  data_sharing_authorized_at: null as string | null,
  data_sharing_note: null as string | null,
};
const SUMMARY = { pending: 3, refused: 1, unknown_age: 12 };
const STATS = { notebooks: 10, registers: 5, favorite_degrees: 7, meetings: 1 };
const GROUPS = {
  groups: [
    {
      id: 4,
      name: 'Grupo 5A',
      stats: { members: 1, favorites: 2, meetings: 1 },
      members: [
        {
          id: 1,
          user_id: 10,
          full_name: 'Sofía López',
          email: 's@demo.mx',
          favorite_degrees: 2,
          meetings: 1,
          created_at: '2026-03-12T18:00:00Z',
        },
      ],
    },
  ],
  defaultGroup: { id: null, name: 'Sin grupo', stats: { members: 0, favorites: 0, meetings: 0 }, members: [] },
};

function setup(user: Partial<CurrentUser>, extra: Record<string, (init: RequestInit | undefined) => Response> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /highschools/1': () => jsonResponse(200, SCHOOL),
        'GET /highschools/1/stats': () => jsonResponse(200, STATS),
        'GET /highschools/1/groups': () => jsonResponse(200, GROUPS),
        'GET /highschools/1/guardian-consents/summary': () => jsonResponse(200, SUMMARY),
        ...extra,
      }),
    ),
  );
  session.setUser(user as CurrentUser);
  renderRoutes([{ path: '/highschools/:highschoolId', Component: HighschoolRoute }], ['/highschools/1']);
}

describe('/highschools/:highschoolId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  it('shows an orienter their school, goals, groups and key, without admin blocks', async () => {
    setup(
      { id: 2, type: 'orienter', highschool_id: 1 },
      {
        'GET /users/me/orienter-key': () => jsonResponse(200, { key: 'DEMO2026', created_at: '2026-03-12T18:00:00Z' }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Preparatoria Demo', level: 1 })).toBeTruthy();
    expect(await screen.findByText('5 estudiantes registrados')).toBeTruthy();
    expect(screen.getByText('¡Sigue así para ganar tu recompensa!')).toBeTruthy();
    expect(await screen.findByText('DEMO2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Estudiantes por grupo' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Grupo 5A/ }));
    expect(await screen.findByText('Sofía López')).toBeTruthy();
    expect(screen.queryByText(/Libretas entregadas/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Enlaces de acceso' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Orientadores' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar/ })).toBeNull();
  });

  it("shows an orienter the school's data-sharing state and how many students wait for a guardian", async () => {
    setup(
      { id: 2, type: 'orienter', highschool_id: 1 },
      {
        'GET /highschools/1': () =>
          jsonResponse(200, {
            ...SCHOOL,
            data_sharing_authorized: true,
            data_sharing_authorized_at: '2026-08-20T17:00:00.000Z',
          }),
        'GET /users/me/orienter-key': () => jsonResponse(200, { key: 'DEMO2026', created_at: '2026-03-12T18:00:00Z' }),
      },
    );
    const section = await screen.findByRole('region', { name: 'Datos compartidos con universidades' });
    expect(within(section).getByText('Autorizada')).toBeTruthy();
    expect(
      within(section).getByText(
        'La escuela autorizó compartir los datos de sus estudiantes con universidades el 20 de agosto de 2026.',
      ),
    ).toBeTruthy();
    const summary = within(section).getByRole('region', { name: 'Autorización de madres, padres o tutores' });
    expect(await within(summary).findByText('Esperan autorización')).toBeTruthy();
    expect(within(summary).getByText('Esperan autorización').nextElementSibling?.textContent).toBe('3');
    expect(within(summary).getByText('No autorizados').nextElementSibling?.textContent).toBe('1');
    expect(within(summary).getByText('Sin fecha de nacimiento').nextElementSibling?.textContent).toBe('12');
    // Only admins record or withdraw it.
    expect(within(section).queryByRole('button', { name: /autorización/ })).toBeNull();
  });

  it("lets an admin record the school's authorization with a note, after confirming", async () => {
    const puts: unknown[] = [];
    setup(
      { id: 1, type: 'admin', highschool_id: null },
      {
        'PUT /highschools/1/data-sharing': (init) => {
          const body = JSON.parse(String(init?.body)) as { authorized: boolean; note?: string };
          puts.push(body);
          return jsonResponse(200, {
            ...SCHOOL,
            data_sharing_authorized: body.authorized,
            data_sharing_authorized_at: '2026-11-27T17:00:00.000Z',
            data_sharing_note: body.note ?? null,
          });
        },
        'GET /highschools/1/access-links': () => jsonResponse(200, []),
        'GET /highschools/1/orienters': () => jsonResponse(200, []),
      },
    );
    const section = await screen.findByRole('region', { name: 'Datos compartidos con universidades' });
    expect(within(section).getByText('Sin autorización')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Registrar autorización' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar la autorización de la escuela' });
    expect(within(dialog).getByText(/Regístrala solo con la autorización por escrito/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Nota/), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar autorización' }));
    expect(await within(dialog).findByText('Máximo 500 caracteres')).toBeTruthy();
    expect(puts).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Nota/), { target: { value: 'Oficio 12/2026 de la directora' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar autorización' }));
    expect(await screen.findByText('Se registró la autorización de la escuela')).toBeTruthy();
    expect(puts).toEqual([{ authorized: true, note: 'Oficio 12/2026 de la directora' }]);
    expect(await within(section).findByText('Autorizada')).toBeTruthy();
    expect(within(section).getByText('Oficio 12/2026 de la directora')).toBeTruthy();

    fireEvent.click(await within(section).findByRole('button', { name: 'Retirar autorización' }));
    const withdraw = await screen.findByRole('dialog', { name: 'Retirar la autorización de la escuela' });
    fireEvent.click(within(withdraw).getByRole('button', { name: 'Retirar autorización' }));
    expect(await screen.findByText('Se retiró la autorización de la escuela')).toBeTruthy();
    expect(puts[1]).toEqual({ authorized: false });
  });

  it('lets an admin change the name and the city, keeping a retired city offered', async () => {
    const patches: unknown[] = [];
    setup(
      { id: 1, type: 'admin', highschool_id: null },
      {
        'GET /cities': () => jsonResponse(200, [{ id: 8, name: 'Puebla' }]),
        'PATCH /highschools/1': (init) => {
          const body = JSON.parse(String(init?.body)) as { name: string; cityId: number };
          patches.push(body);
          return jsonResponse(200, { ...SCHOOL, name: body.name, city: 'Puebla', city_id: body.cityId });
        },
        'GET /highschools/1/access-links': () => jsonResponse(200, []),
        'GET /highschools/1/orienters': () => jsonResponse(200, []),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Editar nombre y ciudad de Preparatoria Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar preparatoria' });
    const name = within(dialog).getByLabelText(/^Nombre/) as HTMLInputElement;
    expect(name.value).toBe('Preparatoria Demo');
    // Its own city is offered although the list (of cities not retired) lacks it.
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Ciudad/ }));
    expect(await screen.findByRole('option', { name: 'Ciudad de México' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('option', { name: 'Puebla' }));
    fireEvent.change(name, { target: { value: 'Prepa Centro' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardaron el nombre y la ciudad')).toBeTruthy();
    expect(patches).toEqual([{ name: 'Prepa Centro', cityId: 8 }]);
    expect(await screen.findByRole('heading', { name: 'Prepa Centro', level: 1 })).toBeTruthy();
  });

  it('lets an admin update the notebooks and delete an orienter (403 message)', async () => {
    let notebooks = 10;
    setup(
      { id: 1, type: 'admin', highschool_id: null },
      {
        'PATCH /highschools/1': (init) => {
          notebooks = (JSON.parse(String(init?.body)) as { notebooks: number }).notebooks;
          return jsonResponse(200, { ...SCHOOL, notebooks });
        },
        'GET /highschools/1/access-links': () => jsonResponse(200, []),
        'GET /highschools/1/orienters': () =>
          new Response(
            JSON.stringify([
              {
                id: 9,
                first_name: 'Óscar',
                last_name: 'Ramírez',
                email: 'o@demo.mx',
                phone: '5512345678',
                created_at: '2026-03-12T18:00:00Z',
              },
            ]),
            { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' } },
          ),
        'DELETE /users/9': () =>
          jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'x', errorCode: 'Forbidden' }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Libretas entregadas: 10/ }));
    const dialog = screen.getByRole('dialog', { name: 'Actualizar número de libretas' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Se actualizó el número de libretas')).toBeTruthy();
    expect(notebooks).toBe(40);

    // Phones read as everywhere else in the app: +52 and grouped by area code.
    const phone = await screen.findByRole('link', { name: 'Teléfono: +52 55 1234 5678' });
    expect(phone.textContent).toBe('+52 55 1234 5678');
    expect(phone.getAttribute('href')).toBe('tel:+525512345678');

    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar a Óscar Ramírez' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '¿Eliminar usuario?' })).getByRole('button', { name: 'Eliminar' }),
    );
    expect(await screen.findByText('No tienes permisos para eliminar usuarios')).toBeTruthy();
  });
});

describe('/highschools/:highschoolId, deleting a student (admins)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.reset();
  });

  const UNGROUPED = {
    groups: [],
    defaultGroup: {
      id: null,
      name: 'Sin grupo',
      stats: { members: 1, favorites: 0, meetings: 0 },
      members: [
        {
          id: null,
          user_id: 11,
          full_name: 'Beto Ruiz',
          email: 'beto@demo.mx',
          favorite_degrees: 0,
          meetings: 0,
          created_at: '2026-03-12T18:00:00Z',
        },
      ],
    },
  };

  function setupDeletion(deleteStatus: number) {
    const deletes: string[] = [];
    setup(
      { id: 1, type: 'admin', highschool_id: null },
      {
        'GET /highschools/1/groups': () => jsonResponse(200, UNGROUPED),
        'GET /highschools/1/access-links': () => jsonResponse(200, []),
        'GET /highschools/1/orienters': () => jsonResponse(200, []),
        'DELETE /users/11': () => {
          deletes.push('11');
          return deleteStatus === 204
            ? new Response(null, { status: 204 })
            : jsonResponse(deleteStatus, { statusCode: deleteStatus, error: 'x', message: 'x', errorCode: 'x' });
        },
      },
    );
    return deletes;
  }

  it('deletes a student after a confirmation and says so', async () => {
    const deletes = setupDeletion(204);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar a Beto Ruiz' }));
    expect(deletes).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Usuario eliminado')).toBeTruthy();
    expect(deletes).toEqual(['11']);
  });

  it('says the spec message when the server refuses (403)', async () => {
    setupDeletion(403);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar a Beto Ruiz' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No tienes permisos para eliminar usuarios')).toBeTruthy();
  });
});
