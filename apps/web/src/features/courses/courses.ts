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

/** A course's own content; the price, duration and links are built from it the same way for all. */
type CourseContent = Pick<Course, 'id' | 'title' | 'description' | 'units'> & { youtubeId: string };

// Every value but the titles is content to confirm.
const COURSE_CONTENT: readonly CourseContent[] = [
  {
    id: 'resolucion-de-problemas',
    title: 'Resolución de problemas',
    youtubeId: 'TLPresol001',
    description:
      'Aprende a entender un problema antes de resolverlo, a proponer varias soluciones y a elegir la mejor con datos. Lo vas a usar en tus materias, en proyectos en equipo y en tu vida diaria.',
    units: [
      'Identifica y define el problema',
      'Genera y evalúa alternativas',
      'Pon en marcha tu solución y aprende del resultado',
    ],
  },
  {
    id: 'liderazgo',
    title: 'Liderazgo',
    youtubeId: 'TLPlider001',
    description:
      'Descubre tu estilo de liderazgo, comunica tus ideas con claridad y motiva a tu equipo para lograr metas en común, desde un trabajo escolar hasta un proyecto propio.',
    units: ['Conócete como líder', 'Comunicación y trabajo en equipo', 'Toma de decisiones y manejo de conflictos'],
  },
  {
    id: 'pensamiento-critico',
    title: 'Pensamiento crítico',
    youtubeId: 'TLPpcrit001',
    description:
      'Analiza la información que recibes, distingue hechos de opiniones y construye argumentos sólidos. Una habilidad clave para tus clases, tus exámenes y para no creer todo lo que ves en redes.',
    units: ['Cómo pensar de forma crítica', 'Evalúa fuentes y argumentos', 'Argumenta y defiende tus ideas'],
  },
];

/** The courses: the video from its YouTube id, the checkout on its own page of the store, the common price and duration. */
export const COURSES: readonly Course[] = COURSE_CONTENT.map(({ youtubeId, ...course }) => ({
  ...course,
  videoUrl: `https://www.youtube.com/watch?v=${youtubeId}`,
  certificationLink: `https://powerlaborskill.com/checkout/${course.id}?ref=tocalapuerta`,
  price: COURSE_PRICE,
  duration: COURSE_DURATION,
}));
