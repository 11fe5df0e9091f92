// The shape of the scale database, computed here and handed to SQL as arrays: how many students
// each school has (uneven, one school far above the rest), where schools and campuses are, and
// their names. Everything is deterministic: every run builds the same database.
import { CITIES, type CityName } from '../src/db/seed/reference-data.ts';
import { CAMPUS_PLACES, SCHOOL_KINDS, UNIVERSITIES } from './scale-names.ts';

export const SCALE = {
  schools: 1_014,
  students: 200_000,
  /** The biggest school, well above the next ones. */
  biggestSchool: 1_935,
  campuses: 2_000,
} as const;

/** Where people and universities are: the big metropolitan areas weigh more. */
const CITY_WEIGHTS: Record<CityName, number> = {
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
  'San Luis Potosí': 3,
  Aguascalientes: 3,
  Morelia: 3,
  Oaxaca: 3,
  Chihuahua: 3,
  Hermosillo: 3,
  Culiacán: 3,
  Saltillo: 3,
};
const WEIGHT_TOTAL = Object.values(CITY_WEIGHTS).reduce((a, b) => a + b, 0);

/** The city (index in CITIES) of the i-th place, spread by the weights above. */
function cityOf(i: number): number {
  let slot = (i * 37 + 11) % WEIGHT_TOTAL;
  for (const [index, city] of CITIES.entries()) {
    slot -= CITY_WEIGHTS[city];
    if (slot < 0) return index;
  }
  return 0;
}

/** Standard normal quantile (Abramowitz & Stegun 26.2.23; error below 5e-4, plenty here). */
function normalQuantile(p: number): number {
  const q = p < 0.5 ? p : 1 - p;
  const t = Math.sqrt(-2 * Math.log(q));
  const z =
    t - (2.515517 + 0.802853 * t + 0.010328 * t * t) / (1 + 1.432788 * t + 0.189269 * t * t + 0.001308 * t ** 3);
  return p < 0.5 ? -z : z;
}

/**
 * Students per school: log-normal sizes (σ 0.53, so a few schools reach ~900) scaled to add up
 * to the total with the biggest school apart, in an order unrelated to the school ids.
 */
export function schoolSizes(): number[] {
  const others = SCALE.schools - 1;
  const target = SCALE.students - SCALE.biggestSchool;
  const shape = Array.from({ length: others }, (_, i) => Math.exp(0.53 * normalQuantile((i + 0.5) / others)));
  const scale = target / shape.reduce((a, b) => a + b, 0);
  const sizes = shape.map((s) => Math.max(12, Math.round(s * scale)));
  // Rounding leaves the sum a little off: settle the difference on the largest schools.
  let diff = target - sizes.reduce((a, b) => a + b, 0);
  for (let i = others - 1; diff !== 0; i = i === 0 ? others - 1 : i - 1) {
    sizes[i]! += Math.sign(diff);
    diff -= Math.sign(diff);
  }
  const all = [...sizes, SCALE.biggestSchool];
  // 389 is prime to 1,014: a fixed shuffle.
  return all.map((_, i) => all[(i * 389) % all.length]!);
}

export interface SchoolPlan {
  names: string[];
  /** Index in CITIES. */
  cities: number[];
  students: number[];
  notebooks: number[];
}

export function schoolPlan(): SchoolPlan {
  const students = schoolSizes();
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

/** ~2,000 campuses: each university has campuses in several cities, named after the city and a part of it. */
export function campusPlan(): CampusPlan {
  const names: string[] = [];
  const cities: number[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < SCALE.campuses; i++) {
    const city = cityOf(i * 7 + 3);
    const base = `${UNIVERSITIES[i % UNIVERSITIES.length]}, Campus ${CITIES[city]} ${CAMPUS_PLACES[Math.floor(i / UNIVERSITIES.length) % CAMPUS_PLACES.length]}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base} ${n}`;
    taken.add(name);
    names.push(name);
    cities.push(city);
  }
  return { names, cities };
}
