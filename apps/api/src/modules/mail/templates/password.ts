import { renderMail, type RenderedMail } from './layout.ts';

/** The link to choose a new password (POST /auth/password-reset). */
export function passwordResetMail(data: { firstName: string; url: string; validMinutes: number }): RenderedMail {
  return renderMail({
    subject: 'Restablece tu contraseña de Toca la Puerta',
    heading: `Hola, ${data.firstName}`,
    blocks: [
      { paragraph: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta.' },
      {
        paragraph: `Elige una contraseña nueva con este enlace. Sirve una sola vez y vence en ${data.validMinutes} minutos.`,
      },
      { button: { label: 'Elegir contraseña nueva', url: data.url } },
      { note: 'Si no lo pediste tú, ignora este correo: tu contraseña no cambia.' },
    ],
  });
}

/** The notice after a change (PUT /users/me/password or a reset), so an owner who did not make it can react. */
export function passwordChangedMail(data: { firstName: string; resetUrl: string }): RenderedMail {
  return renderMail({
    subject: 'Tu contraseña cambió',
    heading: `Hola, ${data.firstName}`,
    blocks: [
      { paragraph: 'La contraseña de tu cuenta de Toca la Puerta acaba de cambiar, y cerramos tus otras sesiones.' },
      { paragraph: 'Si fuiste tú, no tienes que hacer nada.' },
      { paragraph: 'Si no fuiste tú, alguien más conoce tu contraseña: recupera tu cuenta ahora.' },
      { button: { label: 'Recuperar mi cuenta', url: data.resetUrl } },
    ],
  });
}
