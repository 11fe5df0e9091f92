import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { NotebooksDialog, notebooksProblem } from './notebooks-dialog.tsx';

function setup(onSave = vi.fn(async () => {})) {
  renderWithProviders(<NotebooksDialog open current={10} onClose={() => {}} onSave={onSave} />);
  const dialog = screen.getByRole('dialog', { name: 'Actualizar número de libretas' });
  const input = screen.getByRole('textbox', { name: /Libretas entregadas/ });
  return { dialog, input, onSave };
}

describe('NotebooksDialog', () => {
  it('tells empty from not-a-number', () => {
    expect(notebooksProblem('')).toBe('Este campo es obligatorio');
    expect(notebooksProblem('abc')).toBe('El valor ingresado no es un número');
    expect(notebooksProblem('12a')).toBe('El valor ingresado no es un número');
    expect(notebooksProblem(' 40 ')).toBeNull();
  });

  it('requires a value and refuses text that is not a number', async () => {
    const { input, onSave } = setup();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Este campo es obligatorio');
    fireEvent.change(input, { target: { value: 'muchas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El valor ingresado no es un número');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a number and shows the server message on failure', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiRequestError({
        status: 400,
        statusText: 'Bad Request',
        response: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'El número de libretas no puede ser negativo',
          errorCode: 'ValidationError',
        },
        config: {},
        url: '/api/v1/highschools/1',
      });
    });
    const { input } = setup(onSave);
    fireEvent.change(input, { target: { value: '-4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El número de libretas no puede ser negativo');
    expect(onSave).toHaveBeenCalledWith(-4);
  });
});
