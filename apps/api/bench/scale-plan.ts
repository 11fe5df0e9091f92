// The shape of the scale database, computed here and handed to SQL as arrays: how many students
// each school has (uneven, a few schools far above the rest), where schools and campuses are, and
// their names. Everything is deterministic: the same flags build the same database.
import { CITIES } from '../src/db/seed/reference-data.ts';
import { CAMPUS_PLACES, MEXICO_STATE_CITIES, SCHOOL_KINDS, UNIVERSITIES } from './scale-names.ts';

/**
 * `uniform`: the first sample (log-normal school sizes, σ 0.53, one school far above the rest;
 * favourites spread evenly). `skewed`: heavy-tailed school sizes (σ 1.1: the largest several
 * thousand students at 1 M), a long tail of students with 30 to 50 meeting requests, favourites
 * crowding on popular degrees, half the degrees named 'Ingeniería …', more places in the State of
 * Mexico.
 */
export type ScaleShape = 'uniform' | 'skewed';
export const SHAPES: readonly ScaleShape[] = ['uniform', 'skewed'];

export interface ScaleConfig {
  students: number;
  schools: number;
  /** One campus per 100 students (2,000 at 200,000), 4 to 16 degrees each (~10 on average). */
  campuses: number;
  shape: ScaleShape;
  /** Varies every pseudo-random choice (0: the first sample). */
  seed: number;
}

export function scaleConfig(students = 200_000, schools = 1_014, shape: ScaleShape = 'uniform', seed = 0): ScaleConfig {
  if (schools < 2 || students < schools * 12) throw new Error('se necesitan al menos 12 estudiantes por preparatoria');
  return { students, schools, campuses: Math.max(20, Math.round(students / 100)), shape, seed };
}

/** The cities of the scale database: the reference data's, and for `skewed` more in the State of Mexico. */
export const scaleCities = (c: ScaleConfig): string[] =>
  c.shape === 'skewed' ? [...CITIES, ...MEXICO_STATE_CITIES] : [...CITIES];

/** Where people and universities are: the big metropolitan areas weigh more. */
const CITY_WEIGHTS: Record<string, number> = {
  'Ciudad de México': 18,
  Guadalajara: 9,
  Monterrey: 9,
  Puebla: 6,
  Toluca: 5,
  Tijuana: 5,
  Querétaro: 4,
  Mérida: 4,
  León: 4,
  Veracruz: 4,
};
const weightOf = (city: string) => CITY_WEIGHTS[city] ?? (MEXICO_STATE_CITIES.includes(city) ? 6 : 3);

/** The city (index in scaleCities) of the i-th place, spread by the weights above. */
function cityPicker(c: ScaleConfig): (i: number) => number {
  const cities = scaleCities(c);
  const total = cities.reduce((a, city) => a + weightOf(city), 0);
  return (i) => {
    let slot = (i * 37 + 11 + c.seed * 13) % total;
    for (const [index, city] of cities.entries()) {
      slot -= weightOf(city);
      if (slot < 0) return index;
    }
    return 0;
  };
}

/** Standard normal quantile (Abramowitz & Stegun 26.2.23; error below 5e-4, plenty here). */
function normalQuantile(p: number): number {
  const q = p < 0.5 ? p : 1 - p;
  const t = Math.sqrt(-2 * Math.log(q));
  const z =
    t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t ** 3);
  return p < 0.5 ? -z : z;
}

/** A fixed shuffle of 0..n-1 for the seed: multiplication by a number prime to n. */
function shuffleStep(n: number, seed: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let step = 389 + seed * 2;
  while (gcd(step, n) !== 1) step++;
  return step;
}

/**
 * Students per school: log-normal sizes scaled to add up to the total (for `uniform` with the
 * biggest school apart, as in the first sample), none below 12, in an order
 * unrelated to the school ids.
 */
export function schoolSizes(c: ScaleConfig): number[] {
  const uniform = c.shape === 'uniform';
  // The first sample's biggest school: 1,935 students, 9.8 times the average school.
  const biggest = uniform ? Math.round((c.students / c.schools) * 9.81) : 0;
  const others = uniform ? c.schools - 1 : c.schools;
  const target = c.students - biggest;
  const sigma = uniform ? 0.53 : 1.1;
  const shape = Array.from({ length: others }, (_, i) => Math.exp(sigma * normalQuantile((i + 0.5) / others)));
  const scale = target / shape.reduce((a, b) => a + b, 0);
  const sizes = shape.map((s) => Math.max(12, Math.round(s * scale)));
  // Rounding and the floor of 12 leave the sum off: settle the difference on the largest schools.
  let diff = target - sizes.reduce((a, b) => a + b, 0);
  for (let i = others - 1; diff !== 0; i = i === 0 ? others - 1 : i - 1) {
    if (diff < 0 && sizes[i]! <= 12) continue;
    sizes[i]! += Math.sign(diff);
    diff -= Math.sign(diff);
  }
  const all = uniform ? [...sizes, biggest] : sizes;
  const step = shuffleStep(all.length, c.seed);
  return all.map((_, i) => all[(i * step) % all.length]!);
}

export interface SchoolPlan {
  names: string[];
  /** Index in scaleCities. */
  cities: number[];
  students: number[];
  notebooks: number[];
}

export function schoolPlan(c: ScaleConfig): SchoolPlan {
  const students = schoolSizes(c);
  const cityOf = cityPicker(c);
  return {
    names: students.map(
      (_, i) => `${SCHOOL_KINDS[i % SCHOOL_KINDS.length]} No. ${Math.floor(i / SCHOOL_KINDS.length) + 1}`,
    ),
    cities: students.map((_, i) => cityOf(i)),
    students,
    notebooks: students.map((n, i) => Math.round(n * (0.3 + (i % 7) / 10))),
  };
}

export interface CampusPlan {
  names: string[];
  cities: number[];
}

/** Each university has campuses in several cities, named after the city and a part of it. */
export function campusPlan(c: ScaleConfig): CampusPlan {
  const names: string[] = [];
  const cities: number[] = [];
  const taken = new Set<string>();
  const cityOf = cityPicker(c);
  const all = scaleCities(c);
  for (let i = 0; i < c.campuses; i++) {
    const city = cityOf(i * 7 + 3);
    const base = `${UNIVERSITIES[i % UNIVERSITIES.length]}, Campus ${all[city]} ${CAMPUS_PLACES[Math.floor(i / UNIVERSITIES.length) % CAMPUS_PLACES.length]}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
    taken.add(name);
    names.push(name);
    cities.push(city);
  }
  return { names, cities };
}
