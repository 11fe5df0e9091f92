import { renderMail, type RenderedMail } from './layout.ts';

/** What each reminder asks for, and where its button leads (a path of the web app). */
const NUDGE_WORDS = {
  not_onboarded: {
    subject: 'Termina tu registro en Toca la Puerta',
    paragraphs: [
      'Ya tienes tu cuenta en Toca la Puerta, pero te faltan unos pasos para terminar tu registro.',
      'Solo toma un par de minutos: cuéntanos qué áreas y ciudades te interesan y te mostraremos las carreras que van contigo.',
    ],
    button: 'Terminar mi registro',
    path: '/onboarding',
  },
  no_favorite: {
    subject: 'Guarda tu primera carrera favorita',
    paragraphs: [
      'Todavía no guardas ninguna carrera favorita en Toca la Puerta.',
      'Explora las carreras y los campus, y guarda las que te llamen la atención: con una favorita ya puedes pedir una reunión con la universidad.',
    ],
    button: 'Explorar carreras',
    path: '/explorar',
  },
} as const;

/** A reminder from the student's school: finish the registration, or save a first favourite. */
export function nudgeMail(data: {
  firstName: string;
  schoolName: string;
  reason: keyof typeof NUDGE_WORDS;
  publicUrl: string;
}): RenderedMail {
  const words = NUDGE_WORDS[data.reason];
  return renderMail({
    subject: words.subject,
    heading: `¡Hola, ${data.firstName}!`,
    blocks: [
      ...words.paragraphs.map((paragraph) => ({ paragraph })),
      { button: { label: words.button, url: `${data.publicUrl}${words.path}` } },
      { note: `Te escribimos a petición de tu orientador de ${data.schoolName}.` },
    ],
  });
}
