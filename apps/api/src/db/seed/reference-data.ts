import { DEFAULT_TIME_ZONE, type MexicoTimeZone } from '@tlp/shared';
/**
 * Reference data of the demo database: areas of study, Mexican cities, high-school semesters
 * and high schools. Names are what a student in Mexico recognises; schools are invented.
 */

/** `slug` is the first token of the generated degree images' seeds (it picks the area's icon). */
export interface AreaSeed {
  name: string;
  slug: string;
}

export const AREAS = {
  salud: { name: 'Ciencias de la Salud', slug: 'salud' },
  ingenieria: { name: 'Ingeniería y Tecnología', slug: 'ingenieria' },
  sociales: { name: 'Ciencias Sociales', slug: 'sociales' },
  negocios: { name: 'Económico-Administrativas', slug: 'negocios' },
  artes: { name: 'Artes y Humanidades', slug: 'artes' },
  exactas: { name: 'Ciencias Exactas', slug: 'exactas' },
  derecho: { name: 'Derecho', slug: 'derecho' },
  arquitectura: { name: 'Arquitectura y Diseño', slug: 'arquitectura' },
  educacion: { name: 'Educación', slug: 'educacion' },
  comunicacion: { name: 'Comunicación', slug: 'comunicacion' },
  biologia: { name: 'Ciencias Biológicas y Ambientales', slug: 'biologia' },
  turismo: { name: 'Turismo y Gastronomía', slug: 'turismo' },
  agro: { name: 'Ciencias Agropecuarias', slug: 'agro' },
} as const satisfies Record<string, AreaSeed>;

export type AreaKey = keyof typeof AREAS;
export const AREA_LIST: AreaSeed[] = Object.values(AREAS);

export const CITIES = [
  'Ciudad de México',
  'Guadalajara',
  'Monterrey',
  'Puebla',
  'Querétaro',
  'Mérida',
  'León',
  'Toluca',
  'Tijuana',
  'San Luis Potosí',
  'Aguascalientes',
  'Morelia',
  'Oaxaca',
  'Veracruz',
  'Chihuahua',
  'Hermosillo',
  'Culiacán',
  'Saltillo',
] as const;

export type CityName = (typeof CITIES)[number];

/** The cities outside central time (the rest keep DEFAULT_TIME_ZONE). */
const CITY_TIME_ZONES: Partial<Record<CityName, MexicoTimeZone>> = {
  Tijuana: 'America/Tijuana',
  Hermosillo: 'America/Hermosillo',
  Culiacán: 'America/Mazatlan',
  Chihuahua: 'America/Chihuahua',
};

/** A city's row: its name and the time zone its clocks keep. */
export const cityRow = (name: CityName) => ({ name, timeZone: CITY_TIME_ZONES[name] ?? DEFAULT_TIME_ZONE });

interface SemesterSeed {
  name: string;
  position: number;
  active: boolean;
}

export const SEMESTERS: SemesterSeed[] = [
  { name: '1º semestre', position: 1, active: true },
  { name: '2º semestre', position: 2, active: true },
  { name: '3º semestre', position: 3, active: true },
  { name: '4º semestre', position: 4, active: true },
  { name: '5º semestre', position: 5, active: true },
  { name: '6º semestre', position: 6, active: true },
  { name: 'Egresado', position: 7, active: false },
  { name: 'Sin semestre', position: 8, active: false },
];

export const DEMO_SCHOOL = 'Preparatoria Demo';

interface HighschoolSeed {
  name: string;
  city: CityName;
  notebooks: number;
}

export const HIGHSCHOOLS: HighschoolSeed[] = [
  { name: DEMO_SCHOOL, city: 'Ciudad de México', notebooks: 50 },
  { name: 'Colegio de Bachilleres Plantel 5', city: 'Ciudad de México', notebooks: 120 },
  { name: 'CECyT Ingeniero Juan Ortega', city: 'Ciudad de México', notebooks: 80 },
  { name: 'Preparatoria Benito Juárez', city: 'Guadalajara', notebooks: 90 },
  { name: 'Preparatoria Ignacio Zaragoza', city: 'Monterrey', notebooks: 75 },
  { name: 'Preparatoria Sor Juana Inés de la Cruz', city: 'Puebla', notebooks: 60 },
  { name: 'Bachillerato Tecnológico Miguel Hidalgo', city: 'Querétaro', notebooks: 40 },
  { name: 'Instituto Preparatorio Peninsular', city: 'Mérida', notebooks: 35 },
  { name: 'Colegio Montessori del Bajío', city: 'León', notebooks: 30 },
  { name: 'Centro de Bachillerato Josefa Ortiz', city: 'Toluca', notebooks: 45 },
  { name: 'Preparatoria Frontera Norte', city: 'Tijuana', notebooks: 55 },
  { name: 'Liceo del Golfo', city: 'Veracruz', notebooks: 25 },
  { name: 'Preparatoria Emiliano Zapata', city: 'Morelia', notebooks: 40 },
  { name: 'Preparatoria Cerro de la Campana', city: 'Hermosillo', notebooks: 65 },
];
