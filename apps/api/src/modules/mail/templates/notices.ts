import { formatLongDate } from '@tlp/shared';
import { renderMail, type RenderedMail } from './layout.ts';

/** What the welcome says of each account: whose it is, and what to do first. */
const WELCOME_WORDS = {
  student: {
    account: (place: string) => `Tu cuenta de estudiante de ${place} está lista.`,
    next: 'Explora carreras y campus, guarda tus favoritas y pide una reunión con la universidad que te interese.',
  },
  orienter: {
    account: (place: string) => `Tu cuenta de orientador de ${place} está lista.`,
    next: 'Comparte tu clave de orientador con tus estudiantes para que se registren, y sigue el avance de tu preparatoria hacia la recompensa.',
  },
  university: {
    account: (place: string) => `Tu cuenta de representante de ${place} está lista.`,
    next: 'Publica tus horarios de reunión y revisa las solicitudes de los estudiantes interesados en tu campus.',
  },
} as const;

/** After a signup: what the account is for, and where to sign in. `schoolName`: the school, or a representative's campus. */
export function welcomeMail(data: {
  firstName: string;
  role: keyof typeof WELCOME_WORDS;
  schoolName: string;
  loginUrl?: string;
}): RenderedMail {
  const words = WELCOME_WORDS[data.role];
  return renderMail({
    subject: 'Te damos la bienvenida a Toca la Puerta',
    heading: `¡Hola, ${data.firstName}!`,
    blocks: [
      { paragraph: words.account(data.schoolName) },
      { paragraph: words.next },
      ...(data.loginUrl ? [{ button: { label: 'Iniciar sesión', url: data.loginUrl } }] : []),
      { note: 'Si no creaste esta cuenta, escríbenos para darla de baja.' },
    ],
  });
}

/** The student's confirmation of a meeting they asked for (POST /users/:id/meetings). */
export function meetingRequestedMail(data: {
  firstName: string;
  degreeName: string;
  campusName: string;
  /** Recorded but held: it does not leave until the school (and a minor's guardian) authorize it. */
  held?: boolean;
}): RenderedMail {
  return renderMail({
    subject: `Solicitaste una reunión: ${data.degreeName}`,
    heading: `Hola, ${data.firstName}`,
    blocks: [
      { paragraph: `Recibimos tu solicitud de reunión sobre la carrera ${data.degreeName} en ${data.campusName}.` },
      {
        paragraph: data.held
          ? `Qué sigue: tu solicitud queda en espera. Llegará a los representantes de ${data.campusName} en cuanto tu escuela y, si eres menor de edad, tu madre, padre o tutor autoricen compartirla; en «Mis datos» ves qué falta.`
          : `Qué sigue: tu solicitud llega a los representantes de ${data.campusName}.`,
      },
      {
        paragraph: `Cuando ${data.campusName} publique horarios de reunión, elige el que te acomode desde «Inicio» en Toca la Puerta.`,
      },
    ],
  });
}

/** To a school's orienters and the admins, the first time its reward progress reaches 100 %. */
export function goalReachedMail(data: {
  firstName: string;
  schoolName: string;
  notebooks: number;
  registers: number;
  meetings: number;
  goal: number;
}): RenderedMail {
  return renderMail({
    subject: `${data.schoolName} alcanzó su meta`,
    heading: `¡Felicidades, ${data.firstName}!`,
    blocks: [
      { paragraph: `${data.schoolName} alcanzó el 100 % de su meta para ganar la recompensa.` },
      {
        paragraph: `Cuadernos: ${data.notebooks}. Estudiantes registrados: ${data.registers}. Reuniones solicitadas: ${data.meetings}. Meta: ${data.goal} registros y reuniones.`,
      },
      { paragraph: 'Te enviaremos la recompensa por correo electrónico.' },
    ],
  });
}

/** To the admins: an access link with one seat left, or none. */
export function accessLinkSeatsMail(data: {
  firstName: string;
  linkName: string;
  schoolName: string;
  seats: number;
  seatsLeft: number;
}): RenderedMail {
  const none = data.seatsLeft <= 0;
  return renderMail({
    subject: none
      ? `El enlace de acceso «${data.linkName}» se quedó sin lugares`
      : `Al enlace de acceso «${data.linkName}» le queda un lugar`,
    heading: `Hola, ${data.firstName}`,
    blocks: [
      {
        paragraph: none
          ? `El enlace de acceso «${data.linkName}» de ${data.schoolName} ya usó sus ${data.seats} lugares: nadie más puede registrarse con él.`
          : `El enlace de acceso «${data.linkName}» de ${data.schoolName} tiene ${data.seatsLeft} lugar libre de ${data.seats}.`,
      },
      { paragraph: 'Si hacen falta más orientadores, aumenta sus lugares o crea otro enlace.' },
    ],
  });
}

/** To the admins: an access link that ends within a few days. */
export function accessLinkExpiringMail(data: {
  firstName: string;
  linkName: string;
  schoolName: string;
  expiresAt: Date;
}): RenderedMail {
  const day = formatLongDate(data.expiresAt.toISOString());
  return renderMail({
    subject: `El enlace de acceso «${data.linkName}» vence el ${day}`,
    heading: `Hola, ${data.firstName}`,
    blocks: [
      {
        paragraph: `El enlace de acceso «${data.linkName}» de ${data.schoolName} vence el ${day}. Después nadie podrá registrarse con él.`,
      },
      { paragraph: 'Si todavía hace falta, cambia su fecha de vencimiento.' },
    ],
  });
}
