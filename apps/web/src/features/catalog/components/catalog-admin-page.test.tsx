import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render.tsx';
import { CatalogAdminPage } from './catalog-admin-page.tsx';

type Entry = { id: number; name: string; retired: boolean; position?: number; time_zone?: string };

function setup(lists: Record<string, Entry[]> = {}) {
  const data: Record<string, Entry[]> = {
    areas: [
      { id: 1, name: 'Ingeniería', retired: false },
      { id: 2, name: 'Artes', retired: true },
    ],
    cities: [{ id: 5, name: 'Mérida', retired: false, time_zone: 'America/Mexico_City' }],
    semesters: [{ id: 9, name: '1º semestre', retired: false, position: 1 }],
    ...lists,
  };
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const all = path.match(/^\/(\w+)\/all$/);
      if (all && method === 'GET') {
        const entries = data[all[1]!];
        return Array.isArray(entries) ? jsonResponse(200, entries) : jsonResponse(500, { statusCode: 500 });
      }
      const list = path.match(/^\/(\w+)$/);
      if (list && method === 'POST') {
        const name = (body as { name: string }).name;
        if (data[list[1]!]!.some((e) => e.name.toLowerCase() === name.toLowerCase()))
          return jsonResponse(409, {
            statusCode: 409,
            error: 'Conflict',
            message: 'Ya existe un área de estudio con ese nombre',
            errorCode: 'DuplicatedArea',
          });
        const zone = (body as { timeZone?: string }).timeZone;
        const entry = { id: 100 + calls.length, name, retired: false, ...(zone ? { time_zone: zone } : {}) };
        data[list[1]!]!.push(entry);
        return jsonResponse(201, entry);
      }
      const one = path.match(/^\/(\w+)\/(\d+)$/);
      if (one && method === 'PATCH') {
        const entries = data[one[1]!]!;
        const index = entries.findIndex((e) => e.id === Number(one[2]));
        const { timeZone, ...rest } = body as { timeZone?: string };
        entries[index] = { ...entries[index]!, ...rest, ...(timeZone ? { time_zone: timeZone } : {}) };
        return jsonResponse(200, entries[index]);
      }
      throw new Error(`unexpected ${method} ${path}`);
    }),
  );
  const view = renderRoutes([{ path: '/catalogos', Component: CatalogAdminPage }], ['/catalogos']);
  return { calls, ...view };
}

describe('/catalogos', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the areas with their state, and each tab its list', async () => {
    const { router } = setup();
    expect(screen.getByRole('heading', { name: 'Catálogos', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Áreas de estudio' });
    const [ingenieria, artes] = within(list).getAllByRole('listitem');
    expect(within(ingenieria!).getByText('Activa')).toBeTruthy();
    expect(within(ingenieria!).getByRole('button', { name: 'Retirar «Ingeniería»' })).toBeTruthy();
    expect(within(artes!).getByText('Retirada')).toBeTruthy();
    expect(within(artes!).getByRole('button', { name: 'Reactivar «Artes»' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Semestres' }));
    const semesters = await screen.findByRole('list', { name: 'Semestres, en su orden' });
    expect(within(semesters).getByText('1.')).toBeTruthy();
    expect(within(semesters).getByText('Activo')).toBeTruthy();
    expect(router.state.location.search).toBe('?lista=semestres');
  });

  it('adds an entry, and shows a taken name on the field', async () => {
    const { calls } = setup();
    await screen.findByRole('list', { name: 'Áreas de estudio' });
    const field = screen.getByLabelText('Nueva área de estudio');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'ingeniería' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Ya existe un área de estudio con ese nombre')).toBeTruthy();

    fireEvent.change(field, { target: { value: '  Salud  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Se agregó «Salud»')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'POST', path: '/areas', body: { name: 'Salud' } });
    expect(await within(screen.getByRole('list', { name: 'Áreas de estudio' })).findByText('Salud')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('retires an entry only after confirming, and reactivates one at once', async () => {
    const { calls } = setup();
    await screen.findByRole('list', { name: 'Áreas de estudio' });
    fireEvent.click(screen.getByRole('button', { name: 'Retirar «Ingeniería»' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar «Ingeniería»?' });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirar' }));
    expect(await screen.findByText('Se retiró «Ingeniería»')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'PATCH', path: '/areas/1', body: { retired: true } });

    // The page is hidden from assistive technology until the dialog has faded out.
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivar «Artes»' }));
    expect(await screen.findByText('Se reactivó «Artes»')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'PATCH', path: '/areas/2', body: { retired: false } });
  });

  it('renames an entry in a dialog', async () => {
    const { calls } = setup();
    await screen.findByRole('list', { name: 'Áreas de estudio' });
    fireEvent.click(screen.getByRole('button', { name: 'Renombrar «Ingeniería»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renombrar «Ingeniería»' });
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Ingenierías' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se renombró a «Ingenierías»')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'PATCH', path: '/areas/1', body: { name: 'Ingenierías' } });
  });

  it("shows each city's time zone, and picks one when adding or editing a city", async () => {
    const { calls } = setup();
    fireEvent.click(screen.getByRole('tab', { name: 'Ciudades' }));
    const list = await screen.findByRole('list', { name: 'Ciudades' });
    expect(within(list).getByText('Hora del centro')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Nueva ciudad'), { target: { value: 'Tijuana' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Zona horaria/ }));
    const zones = await screen.findByRole('listbox');
    expect(within(zones).getAllByRole('option')).toHaveLength(6);
    fireEvent.click(within(zones).getByRole('option', { name: 'Hora de Tijuana' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Se agregó «Tijuana»')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/cities',
      body: { name: 'Tijuana', timeZone: 'America/Tijuana' },
    });
    const tijuana = await within(screen.getByRole('list', { name: 'Ciudades' })).findByText('Tijuana');
    expect(within(tijuana.closest('li')!).getByText('Hora de Tijuana')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Editar «Mérida»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar «Mérida»' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Zona horaria/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Hora de Cancún' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Se guardaron los cambios de «Mérida»')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'PATCH',
      path: '/cities/5',
      body: { name: 'Mérida', timeZone: 'America/Cancun' },
    });
  });

  it('adds an area without a time zone', async () => {
    const { calls } = setup();
    await screen.findByRole('list', { name: 'Áreas de estudio' });
    expect(screen.queryByRole('combobox', { name: /Zona horaria/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Nueva área de estudio'), { target: { value: 'Diseño' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Se agregó «Diseño»')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'POST', path: '/areas', body: { name: 'Diseño' } });
  });

  it('says what to do when a list is empty, and offers a retry when it fails', async () => {
    setup({ cities: [], semesters: 'fails' as unknown as Entry[] });
    fireEvent.click(screen.getByRole('tab', { name: 'Ciudades' }));
    expect(await screen.findByText(/Aún no hay ciudades/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Semestres' }));
    expect(await screen.findByText('No pudimos cargar los semestres.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
