import { fireEvent, screen, within } from '@testing-library/react';
import { CONSENT_MESSAGES, type DataSharingState } from '@tlp/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render.tsx';
import { BookingDialog } from './booking-dialog.tsx';

const minor = (status: NonNullable<DataSharingState['guardian']>['status']): DataSharingState => ({
  shareable: status === 'granted',
  fields: ['name', 'email', 'highschool', 'city', 'semester', 'degree'],
  school: { authorized: true, since: '2026-08-20T17:00:00.000Z' },
  age: 'minor',
  guardian: {
    status,
    email_masked: 'm***@correo.mx',
    sent_at: '2026-11-20T18:00:00.000Z',
    decided_at: null,
    can_resend_at: null,
  },
  held_meetings: 0,
});

function show(state: DataSharingState | undefined, error: unknown = undefined) {
  const onConfirm = vi.fn();
  const onRetry = vi.fn();
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <BookingDialog
            open
            campusName="Campus Norte"
            state={state}
            error={error}
            onRetry={onRetry}
            onCancel={() => {}}
            onConfirm={onConfirm}
            onState={() => {}}
          />
        ),
      },
    ],
    ['/'],
  );
  return { dialog: screen.getByRole('dialog', { name: 'Antes de agendar tu reunión' }), onConfirm, onRetry };
}

describe('BookingDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a minor whose guardian has not answered: pending, where it was sent, and the request held', () => {
    const { dialog, onConfirm } = show(minor('pending'));
    expect(within(dialog).getByText(CONSENT_MESSAGES.pendingGuardian)).toBeTruthy();
    expect(within(dialog).getByText('Le escribimos a m***@correo.mx el 20 de noviembre de 2026.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Tu escuela autoriza compartir tus datos con universidades desde el 20 de agosto de 2026.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Campus Norte no recibirá tus datos hasta que esté autorizado/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agendar reunión' }));
    expect(onConfirm).toHaveBeenCalledWith({
      notice: 'Registramos tu solicitud. La enviaremos a Campus Norte cuando esté autorizada.',
    });
  });

  it.each([
    ['refused', 'Tu madre, padre o tutor no autorizó que compartamos tus datos'],
    ['withdrawn', 'Tu madre, padre o tutor retiró su autorización'],
    ['expired', 'Tu madre, padre o tutor no respondió a tiempo y el enlace venció'],
  ] as const)('a minor whose guardian %s: said, and the request held', (status, text) => {
    const { dialog } = show(minor(status));
    expect(within(dialog).getByText(text)).toBeTruthy();
    expect(within(dialog).getByText(/no recibirá tus datos hasta que esté autorizado/)).toBeTruthy();
  });

  it('a minor with the guardian consent and an authorized school: nothing held', () => {
    const { dialog, onConfirm } = show(minor('granted'));
    expect(within(dialog).getByText('Tu madre, padre o tutor autorizó que compartamos tus datos')).toBeTruthy();
    expect(within(dialog).queryByText(/hasta que esté autorizado/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agendar reunión' }));
    expect(onConfirm).toHaveBeenCalledWith({});
  });

  it('an adult of a school that has not authorized: their consent is enough, the school is awaited', () => {
    const { dialog } = show({
      ...minor('granted'),
      shareable: false,
      age: 'adult',
      guardian: null,
      school: { authorized: false, since: null },
    });
    expect(within(dialog).getByText('Eres mayor de edad: basta tu consentimiento.')).toBeTruthy();
    expect(within(dialog).getByText(CONSENT_MESSAGES.schoolNotAuthorized)).toBeTruthy();
    expect(within(dialog).queryByText(/madre, padre o tutor/)).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Ver y cambiar esto en Mis datos' }).getAttribute('href')).toBe(
      '/mis-datos',
    );
  });

  it('waits for the state, and offers to retry when it cannot load', () => {
    const { dialog, onRetry } = show(undefined, new Error('offline'));
    expect(within(dialog).getByText('No pudimos revisar qué compartimos. Inténtalo de nuevo.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
    expect((within(dialog).getByRole('button', { name: 'Agendar reunión' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
