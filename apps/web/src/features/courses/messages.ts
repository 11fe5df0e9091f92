import { pageTitle } from '@/config/page-title.ts';

/** What /habilidades-blandas says. */
export const SOFT_SKILLS_TEXT = {
  pageTitle: pageTitle('Habilidades blandas'),
  title: 'Habilidades blandas',
  subtitle: 'Power Labor Skill Certification',
  introHeading: '¿Por qué desarrollar tus habilidades blandas?',
  introVideoTitle: 'Habilidades blandas para la universidad',
  intro: [
    'En la universidad no solo cuentan tus calificaciones. Saber resolver problemas, trabajar en equipo, comunicar tus ideas y pensar con criterio propio te ayuda a adaptarte más rápido, aprovechar cada materia y destacar desde el primer semestre.',
    'Con Power Labor Skill Certification tomas cursos en línea, a tu propio ritmo, con videos cortos y actividades prácticas. Al terminar obtienes una certificación que puedes sumar a tu currículum y a tus solicitudes de admisión o de beca.',
  ],
  studentsHeading: 'Prepárate para ser universitario',
  coursesHeading: 'Cursos',
  courseVideoTitle: (title: string) => `Curso de ${title}`,
  courseContent: 'Contenido del curso',
  oneTimePayment: 'Único pago',
  selfPaced: 'ritmo propio',
  priceLabel: 'Precio',
  durationLabel: 'Duración',
  discount: (percent: number) => `Obtén ${percent}% de descuento con el código`,
  buy: 'Adquirir Habilidad',
  footnote: 'El código de descuento solo es válido al comprar a través del enlace «Adquirir Habilidad» de cada curso.',
} as const;
