import { renderMail, type RenderedMail } from './layout.ts';

/**
 * To a guardian who asked to enter the family view (POST /family/sign-in-links): the single-use
 * link that signs them in. A credential: the outbox empties its body once sent.
 */
export function familySignInMail(data: { url: string; validMinutes: number }): RenderedMail {
  return renderMail({
    subject: 'Tu enlace para entrar a Toca la Puerta',
    heading: 'Hola',
    blocks: [
      {
        paragraph:
          'Pediste entrar a la vista para familias de Toca la Puerta: ahí ves las carreras favoritas de tu hija o hijo, las reuniones que pidió y con quién se compartieron sus datos, y puedes retirar tu autorización.',
      },
      {
        paragraph: `Entra con este enlace. Sirve una sola vez y vence en ${data.validMinutes} minutos; no necesitas contraseña.`,
      },
      { button: { label: 'Entrar', url: data.url } },
      { note: 'Si no lo pediste tú, ignora este correo: nadie entra sin este enlace.' },
    ],
  });
}
