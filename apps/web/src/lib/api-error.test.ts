// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { apiErrorMessage } from './api-error.ts';

const failure = (status: number, message?: string) =>
  new ApiRequestError({
    status,
    statusText: 'Conflict',
    response:
      message === undefined ? undefined : { statusCode: status, error: 'Conflict', message, errorCode: 'Conflict' },
    config: {},
    url: '/api/v1/things',
  });

describe('apiErrorMessage', () => {
  it("gives the API's own sentence when it sent one", () => {
    expect(apiErrorMessage(failure(409, 'Ya existe un grupo con ese nombre'), 'Algo falló')).toBe(
      'Ya existe un grupo con ese nombre',
    );
    expect(apiErrorMessage(failure(409, 'Ya existe un grupo con ese nombre'))).toBe(
      'Ya existe un grupo con ese nombre',
    );
  });

  it('gives the fallback for an answer without a sentence, an empty one, or any other error', () => {
    expect(apiErrorMessage(failure(502), 'Algo falló')).toBe('Algo falló');
    expect(apiErrorMessage(failure(409, ''), 'Algo falló')).toBe('Algo falló');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Algo falló')).toBe('Algo falló');
    expect(apiErrorMessage('nope', 'Algo falló')).toBe('Algo falló');
    expect(apiErrorMessage(failure(502))).toBeUndefined();
    expect(apiErrorMessage(new Error('x'))).toBeUndefined();
  });

  it('keeps the sentence only for the errors `only` accepts', () => {
    const conflict = (error: ApiRequestError) => error.status === 409;
    expect(apiErrorMessage(failure(409, 'Conflicto'), 'Algo falló', conflict)).toBe('Conflicto');
    expect(apiErrorMessage(failure(500, 'Error interno'), 'Algo falló', conflict)).toBe('Algo falló');
  });
});
