import { LIMITS } from '@tlp/shared/limits';

/** The dialog on /login that tells what the platform is. */
export const PLATFORM_INFO = {
  button: '¿Qué es Toca la Puerta?',
  title: '¿Qué es Toca la Puerta?',
  intro:
    'Toca la Puerta es la plataforma de orientación universitaria para estudiantes de preparatoria. Aquí descubres opciones, resuelves tus dudas y te preparas para dar el siguiente paso hacia la universidad.',
  features: [
    {
      id: 'campus',
      title: 'Campus',
      text: 'Encuentra los campus que coinciden con tus áreas de estudio y las ciudades que te interesan. Conoce sus instalaciones, su ubicación y lo que ofrecen.',
    },
    {
      id: 'carreras',
      title: 'Carreras',
      text: `Explora carreras por área de estudio, revisa su plan de estudios y sus becas, y guarda hasta ${LIMITS.maxFavorites} como favoritas.`,
    },
    {
      id: 'reunion',
      title: 'Reunión virtual',
      text: `Agenda una reunión virtual con la universidad de una de tus carreras favoritas para resolver tus dudas. Puedes tener hasta ${LIMITS.maxMeetings} reuniones.`,
    },
    {
      id: 'habilidades',
      title: 'Habilidades blandas',
      text: 'Toma cursos de resolución de problemas, pensamiento crítico y liderazgo, a tu ritmo y con certificación, para llegar preparado a la universidad.',
    },
  ],
  orienters: 'Tu orientadora u orientador te da la clave para registrarte y acompaña tu avance desde la plataforma.',
  close: 'Entendido',
} as const;
