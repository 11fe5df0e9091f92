/**
 * The demo catalogue (campuses and degrees) as rows ready to insert, built deterministically
 * from campus-data.ts and the degree templates: every fresh database gets the same data.
 * Images are generated SVGs served by the media module; the PDFs' URLs need the degree ids,
 * so the seed sets them after the insert (`degreePdfUrl`).
 */
import type { DegreeModality, DurationUnit } from '@tlp/shared';
import { CAMPUSES, type DegreeName } from './campus-data.ts';
import { SCIENCE_DEGREES, type DegreeTemplate } from './degree-templates-science.ts';
import { SOCIETY_DEGREES } from './degree-templates-society.ts';
import { AREAS, type AreaSeed, type CityName } from './reference-data.ts';

export const MEDIA_PREFIX = '/api/v1/media';

type GeneratedImageKind =
  'campus-cover' | 'campus-profile' | 'campus-gallery' | 'degree-cover' | 'degree-profile' | 'degree-gallery';

function generatedImageUrl(kind: GeneratedImageKind, seed: string): string {
  return `${MEDIA_PREFIX}/generated/${kind}/${seed}.svg`;
}

const DEGREE_TEMPLATES: Record<DegreeName, DegreeTemplate> = { ...SCIENCE_DEGREES, ...SOCIETY_DEGREES };

interface CatalogCampus {
  name: string;
  city: CityName;
  descripcion: string;
  ubicacion: string;
  video: string | null;
  fotoPerfil: string;
  fotoPortada: string;
  galeria: string[];
}

interface CatalogDegree extends CompareFields {
  campusName: string;
  name: DegreeName;
  area: AreaSeed;
  descripcion: string;
  fotoPerfil: string;
  fotoPortada: string;
  galeria: string[];
}

interface CompareFields {
  modalidad: DegreeModality | null;
  duracion: number | null;
  duracionUnidad: DurationUnit | null;
  costoPeriodo: number | null;
}

/** Health degrees last longer; some campuses count four-month periods; online and mixed programmes cost less. */
const LONG_DEGREES = new Set<string>(['Medicina', 'Odontología', 'Arquitectura']);
const MODALITY_CYCLE: DegreeModality[] = ['presencial', 'presencial', 'mixta', 'presencial', 'en_linea'];

/** Modality, duration and cost per period of the n-th degree (campus ci): varied but fixed. */
function compareFields(name: DegreeName, n: number, ci: number): CompareFields {
  // One degree in eleven has none of them yet: the pages must do without.
  if (n % 11 === 0) return { modalidad: null, duracion: null, duracionUnidad: null, costoPeriodo: null };
  const long = LONG_DEGREES.has(name);
  const modalidad = long ? 'presencial' : (MODALITY_CYCLE[(n + ci) % MODALITY_CYCLE.length] ?? 'presencial');
  const fourMonths = ci % 4 === 1;
  const duracionUnidad: DurationUnit = fourMonths ? 'cuatrimestres' : ci % 7 === 3 ? 'anios' : 'semestres';
  const semesters = long ? 10 + (n % 2) * 2 : 8 + (n % 3 === 0 ? 1 : 0);
  const duracion =
    duracionUnidad === 'semestres'
      ? semesters
      : duracionUnidad === 'anios'
        ? Math.ceil(semesters / 2)
        : Math.round(semesters * 1.5);
  // Pesos per period, rounded to hundreds: from about 9,000 to 68,000 a semester.
  const base = 9_000 + ((ci * 7_919 + n * 3_271) % 45_000) + (long ? 14_000 : 0);
  const factor =
    (modalidad === 'en_linea' ? 0.55 : modalidad === 'mixta' ? 0.8 : 1) *
    (fourMonths ? 0.7 : 1) *
    (duracionUnidad === 'anios' ? 2 : 1);
  const costoPeriodo = n % 13 === 5 ? null : Math.round((base * factor) / 100) * 100;
  return { modalidad, duracion, duracionUnidad, costoPeriodo };
}

/** Sentences tying a degree to its campus; {campus} ({Campus} at the start) and {city} are filled in. */
const CAMPUS_SENTENCES = [
  'En {campus} estudiarás en grupos reducidos, con profesores que ejercen la profesión.',
  'El programa tiene convenios de prácticas con empresas e instituciones de {city}.',
  'En {city}, el campus te ofrece laboratorios y espacios equipados para aprender haciendo.',
  'La carrera cuenta con tutorías personalizadas y opciones de beca desde el primer semestre.',
  'Estudiar en {city} te acerca a una amplia red de empleadores y de egresados de {campus}.',
  'En {campus} puedes complementar tu formación con intercambios, idiomas y actividades culturales.',
  'Sus estudiantes participan en proyectos con la comunidad de {city} desde los primeros semestres.',
  '{Campus} la ofrece en modalidad escolarizada, con horarios matutino y vespertino.',
];

/** 'la Universidad …', 'el Instituto …': the campus name with its article. */
function withArticle(campus: string): string {
  return /^(Universidad|Escuela)\b/.test(campus) ? `la ${campus}` : `el ${campus}`;
}

function fill(template: string, campus: string, city: string): string {
  const named = withArticle(campus);
  // 'Universidad X, Campus Y' is an apposition: close it with a comma before the verb.
  const t = campus.includes(',') ? template.replace(/\{([cC])ampus\} /g, '{$1ampus}, ') : template;
  return t
    .replaceAll('{Campus}', named.charAt(0).toUpperCase() + named.slice(1))
    .replaceAll('{campus}', named)
    .replaceAll('{city}', city)
    .replaceAll(' de el ', ' del ');
}

function mapsLink(name: string, city: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${city}, México`)}`;
}

function buildCatalog(): { campuses: CatalogCampus[]; degrees: CatalogDegree[] } {
  const campuses: CatalogCampus[] = [];
  const degrees: CatalogDegree[] = [];
  let n = 0;
  CAMPUSES.forEach((campus, ci) => {
    const key = `c${ci + 1}`;
    const galleryCount = 3 + (ci % 3);
    campuses.push({
      name: campus.name,
      city: campus.city,
      descripcion: campus.descripcion,
      ubicacion: mapsLink(campus.name, campus.city),
      video: campus.video,
      fotoPerfil: generatedImageUrl('campus-profile', key),
      fotoPortada: generatedImageUrl('campus-cover', key),
      galeria: Array.from({ length: galleryCount }, (_, g) => generatedImageUrl('campus-gallery', `${key}-g${g + 1}`)),
    });
    campus.degrees.forEach((name, di) => {
      n += 1;
      const t = DEGREE_TEMPLATES[name];
      const area = AREAS[t.area];
      const seed = `${area.slug}-${n}`;
      const sentences = [t.intro[(ci + di) % 2]];
      if ((ci + 2 * di) % 3 !== 0) sentences.push(t.detail);
      sentences.push(fill(CAMPUS_SENTENCES[(ci * 3 + di) % CAMPUS_SENTENCES.length] ?? '', campus.name, campus.city));
      degrees.push({
        campusName: campus.name,
        name,
        area,
        descripcion: sentences.join(' '),
        fotoPerfil: generatedImageUrl('degree-profile', seed),
        fotoPortada: generatedImageUrl('degree-cover', seed),
        galeria: [1, 2, 3].map((g) => generatedImageUrl('degree-gallery', `${seed}-g${g}`)),
        ...compareFields(name, n, ci),
      });
    });
  });
  return { campuses, degrees };
}

export const CATALOG = buildCatalog();
