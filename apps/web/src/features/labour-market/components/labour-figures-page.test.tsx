import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LabourFiguresEntry } from '@tlp/shared/labour-market';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes } from '@/test/render.tsx';
import { LabourFiguresPage } from './labour-figures-page.tsx';

const ENTRY: LabourFiguresEntry = {
  field_id: 3,
  field: { code: '0411', name: 'Negocios y administración' },
  monthly_pay: 15200,
  unemployment: 4.1,
  informality: 28,
  return_public: 11,
  return_private: 7,
  source: 'Datos de ejemplo (no oficiales)',
  year: 2024,
  is_example: true,
};

const CSV = 'campo_cmpe,nombre,salario_mensual,desempleo,informalidad,retorno_publica,retorno_privada,fuente,anio\n';

function setup(importAnswer: (body: unknown) => Response) {
  const sent: unknown[] = [];
  let figures: LabourFiguresEntry[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      mockApi({
        'GET /labour-figures': () => jsonResponse(200, figures),
        'POST /labour-figures/import': (init) => {
          const body = JSON.parse(String(init?.body)) as unknown;
          sent.push(body);
          const answer = importAnswer(body);
          if (answer.ok) figures = [ENTRY];
          return answer;
        },
      }),
    ),
  );
  renderRoutes([{ path: '/cifras-laborales', element: <LabourFiguresPage /> }], ['/cifras-laborales']);
  return sent;
}

describe('LabourFiguresPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every problem of the file by row and column before sending it, and imports nothing', async () => {
    const sent = setup(() => jsonResponse(200, { imported: 1 }));
    const rows = [
      '0411,Negocios,15200,4.1,28,11,7,ENOE,2024',
      '0411,Negocios,$15 mil,4.1,28,11,7,ENOE,2024',
      '0412,Finanzas,15200,140,28,11,7,ENOE,2024',
      '0413,x',
    ];
    fireEvent.change(await screen.findByLabelText('Contenido del CSV'), { target: { value: CSV + rows.join('\n') } });
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('El archivo tiene errores; no se importó ninguna fila')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Errores del archivo, por fila' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.children].map((c) => c.textContent)),
    ).toEqual([
      ['Fila 3', 'salario_mensual: El salario mensual es una cantidad entera de pesos, de 0 a 1,000,000'],
      ['Fila 4', 'desempleo: Escribe un porcentaje de 0 a 100'],
      ['Fila 5', 'Toda la fila: La fila tiene 2 columnas; se esperaban 9'],
    ]);
    expect(sent).toEqual([]);
  });

  it('lists the problems the server finds, and says nothing was imported', async () => {
    setup(() =>
      jsonResponse(400, {
        statusCode: 400,
        error: 'Bad Request',
        errorCode: 'InvalidCsv',
        message: 'El archivo tiene errores; no se importó ninguna fila',
        errors: [{ row: 2, column: 'campo_cmpe', message: 'Este campo ya tiene otro nombre' }],
      }),
    );
    expect(await screen.findByText(/Aún no hay cifras laborales/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Contenido del CSV'), {
      target: { value: `${CSV}0411,Negocios,15200,4.1,28,11,7,ENOE,2024` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('El archivo tiene errores; no se importó ninguna fila')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Errores del archivo, por fila' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([['Fila 2', 'campo_cmpe: Este campo ya tiene otro nombre']]);
  });

  it('imports a chosen file and shows the figures with their source', async () => {
    const sent = setup(() => jsonResponse(200, { imported: 1 }));
    const text = `${CSV}0411,Negocios y administración,15200,4.1,28,11,7,Datos de ejemplo (no oficiales),2024\n`;
    const file = new File([text], 'cifras.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Elegir archivo CSV'), { target: { files: [file] } });
    expect(await screen.findByText('Archivo: cifras.csv')).toBeTruthy();
    expect((screen.getByLabelText('Contenido del CSV') as HTMLTextAreaElement).value).toBe(text);
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Se importó 1 campo')).toBeTruthy();
    expect(sent).toEqual([{ csv: text }]);
    const list = await screen.findByRole('list', { name: 'Cifras actuales' });
    await waitFor(() => expect(within(list).getByText('0411 · Negocios y administración')).toBeTruthy());
    expect(within(list).getByText('Fuente: Datos de ejemplo (no oficiales), 2024')).toBeTruthy();
    expect(within(list).getByText('Datos de ejemplo')).toBeTruthy();
    expect(within(list).getByText('$15,200')).toBeTruthy();
  });

  it('asks for a file or its text before importing', async () => {
    const sent = setup(() => jsonResponse(200, { imported: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Elige un archivo o pega el contenido del CSV.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
