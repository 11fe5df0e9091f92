import { CONSENT_MESSAGES, sharedFieldsWords } from '@tlp/shared';
import { renderMail, type RenderedMail } from './layout.ts';

/**
 * To a minor's guardian: who asks, what would be shared, with whom and why, and the single-use link
 * of the page where they answer ('Autorizo' / 'No autorizo'). A credential: the outbox empties its
 * body once sent.
 */
export function guardianConsentMail(data: {
  studentName: string;
  schoolName: string;
  url: string;
  validDays: number;
  /** The family view, where the guardian signs in with this address (no password). */
  familyUrl: string;
}): RenderedMail {
  return renderMail({
    subject: `${data.studentName} te pide autorización en Toca la Puerta`,
    heading: 'Hola',
    blocks: [
      {
        paragraph: `${data.studentName}, de ${data.schoolName}, usa Toca la Puerta para conocer carreras y pedir reuniones con universidades. Como es menor de edad, necesitamos tu autorización antes de compartir sus datos.`,
      },
      {
        paragraph: `Si lo autorizas, cuando pida una reunión compartiremos su ${sharedFieldsWords()}. ${CONSENT_MESSAGES.recipients} ${CONSENT_MESSAGES.purpose}`,
      },
      {
        paragraph: `Lee los detalles y responde en esta página. El enlace sirve una sola vez y vence en ${data.validDays} días.`,
      },
      { button: { label: 'Responder', url: data.url } },
      { note: CONSENT_MESSAGES.howToWithdraw },
      {
        note: `Para ver lo que hace en Toca la Puerta, con quién se compartieron sus datos, o para retirar tu autorización, entra con este correo en ${data.familyUrl}`,
      },
      { note: 'Si no conoces a esta persona, ignora este correo: sin tu autorización no compartimos sus datos.' },
    ],
  });
}
