/**
 * The soft-skills courses of /habilidades-blandas: fixed content in one typed module (the web app
 * has no courses API). Titles, price and duration are the product's; every other value waits
 * for the content owner and is marked so.
 */
export interface Course {
  /** Stable key for lists and anchors. */
  id: string;
  title: string;
  videoUrl: string;
  description: string;
  /** The external checkout where the course is bought (and the discount code applies). */
  certificationLink: string;
  units: readonly [string, string, string];
  /** MXN, one-time payment. */
  price: number;
  duration: string;
}

const COURSE_PRICE = 296;
const COURSE_DURATION = '30 hrs';

/** The discount advertised on the page; valid only through each course's checkout link. */
export const COURSE_DISCOUNT = {
  percent: 30,
  code: 'TOCALAPUERTA30', // content to confirm
} as const;

/** The video that introduces the soft-skills courses. */
export const SOFT_SKILLS_INTRO_VIDEO_URL = 'https://www.youtube.com/watch?v=TLPintro001'; // content to confirm

export const COURSES: readonly Course[] = [
  {
    id: 'resolucion-de-problemas',
    title: 'Resolución de problemas',
    videoUrl: 'https://www.youtube.com/watch?v=TLPresol001', // content to confirm
    description:
      'Aprende a entender un problema antes de resolverlo, a proponer varias soluciones y a elegir la mejor con datos. Lo vas a usar en tus materias, en proyectos en equipo y en tu vida diaria.', // content to confirm
    certificationLink: 'https://powerlaborskill.com/checkout/resolucion-de-problemas?ref=tocalapuerta', // content to confirm
    units: [
      'Identifica y define el problema',
      'Genera y evalúa alternativas',
      'Pon en marcha tu solución y aprende del resultado',
    ], // content to confirm
    price: COURSE_PRICE,
    duration: COURSE_DURATION,
  },
  {
    id: 'liderazgo',
    title: 'Liderazgo',
    videoUrl: 'https://www.youtube.com/watch?v=TLPlider001', // content to confirm
    description:
      'Descubre tu estilo de liderazgo, comunica tus ideas con claridad y motiva a tu equipo para lograr metas en común, desde un trabajo escolar hasta un proyecto propio.', // content to confirm
    certificationLink: 'https://powerlaborskill.com/checkout/liderazgo?ref=tocalapuerta', // content to confirm
    units: ['Conócete como líder', 'Comunicación y trabajo en equipo', 'Toma de decisiones y manejo de conflictos'], // content to confirm
    price: COURSE_PRICE,
    duration: COURSE_DURATION,
  },
  {
    id: 'pensamiento-critico',
    title: 'Pensamiento crítico',
    videoUrl: 'https://www.youtube.com/watch?v=TLPpcrit001', // content to confirm
    description:
      'Analiza la información que recibes, distingue hechos de opiniones y construye argumentos sólidos. Una habilidad clave para tus clases, tus exámenes y para no creer todo lo que ves en redes.', // content to confirm
    certificationLink: 'https://powerlaborskill.com/checkout/pensamiento-critico?ref=tocalapuerta', // content to confirm
    units: ['Cómo pensar de forma crítica', 'Evalúa fuentes y argumentos', 'Argumenta y defiende tus ideas'], // content to confirm
    price: COURSE_PRICE,
    duration: COURSE_DURATION,
  },
];
