import { z } from 'zod';
import { HIGHSCHOOL_MESSAGES } from './highschools.ts';
import { idField, pageQuery } from './zod-helpers.ts';

// A school's insights for its orienters and the admins: the funnel from sign-up to an attended
// meeting, the season's weekly trend with its forecast, and what its students are interested in.

/** The name of the students in no group, the last row of a funnel. */
export const NO_GROUP_NAME = HIGHSCHOOL_MESSAGES.defaultGroup;
/** Fewer students than this in a bucket of interests are never shown apart (nor an 'Otros' bucket this small). */
export const INTERESTS_MIN_STUDENTS = 5;
/** Named buckets of interests at most; the rest are counted in 'Otros'. */
export const INTERESTS_MAX_BUCKETS = 10;
export const INTERESTS_OTHERS_NAME = 'Otros';
/** Complete weeks whose average is the forecast's pace. */
export const FORECAST_WEEKS = 4;

const count = (description: string) => z.number().int().min(0).describe(description);

/** Students (distinct, not requests) at each step of the funnel. */
const countsShape = {
  registered: count('Estudiantes de la preparatoria'),
  onboarded: count('Terminaron su registro'),
  with_favorite: count('Con al menos una carrera favorita'),
  with_meeting: count('Con al menos una solicitud de reunión'),
  booked: count('Con al menos una reunión agendada (o a la que asistieron)'),
  attended: count('Asistieron al menos a una reunión'),
};

export const funnelCounts = z
  .object({
    notebooks: z.number().int().min(0).nullable().describe('Libretas entregadas (null en los grupos)'),
    ...countsShape,
  })
  .meta({ id: 'FunnelCounts', description: 'Estudiantes en cada paso: del registro a la reunión' });
export type FunnelCounts = z.infer<typeof funnelCounts>;

export const funnelGroup = funnelCounts
  .extend({ id: z.number().nullable().describe('null: los estudiantes sin grupo'), name: z.string() })
  .meta({ id: 'FunnelGroup', description: 'Los pasos de los estudiantes de un grupo' });
export type FunnelGroup = z.infer<typeof funnelGroup>;

/** GET /highschools/{id}/funnel: the school, then each group by name, and "Sin grupo" last. */
export const schoolFunnel = z
  .object({ school: funnelCounts, groups: z.array(funnelGroup) })
  .meta({ id: 'SchoolFunnel', description: 'Embudo de la preparatoria y de cada grupo ("Sin grupo" al final)' });
export type SchoolFunnel = z.infer<typeof schoolFunnel>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const trendWeek = z
  .object({
    week_start: isoDay.describe('El lunes de la semana (AAAA-MM-DD, Ciudad de México)'),
    registrations: count('Estudiantes que se registraron esa semana'),
    meetings: count('Solicitudes de reunión de esa semana'),
  })
  .meta({ id: 'TrendWeek' });
export type TrendWeek = z.infer<typeof trendWeek>;

export const goalForecast = z
  .object({
    rate_per_week: z.number().min(0).describe('Promedio de las últimas 4 semanas completas'),
    reached: z.boolean().describe('La meta ya se alcanzó'),
    reaches_on: isoDay.nullable().describe('Cuándo se alcanzaría a este ritmo; null si no antes del fin del ciclo'),
  })
  .meta({ id: 'GoalForecast' });
export type GoalForecast = z.infer<typeof goalForecast>;

const pair = <T extends z.ZodType>(value: T) => z.object({ registrations: value, meetings: value });

/** GET /highschools/{id}/trend. */
export const schoolTrend = z
  .object({
    season: z.object({ starts_on: isoDay, ends_on: isoDay }),
    weeks: z.array(trendWeek),
    targets: pair(z.number().int().min(0)),
    totals: pair(z.number().int().min(0)),
    forecast: pair(goalForecast),
    method: z.literal('last_4_weeks'),
  })
  .meta({ id: 'SchoolTrend', description: 'Registros y solicitudes por semana del ciclo, con su pronóstico' });
export type SchoolTrend = z.infer<typeof schoolTrend>;

export const interestBucket = z
  .object({ id: z.number().nullable().describe("null: 'Otros'"), name: z.string(), students: z.number().int() })
  .meta({ id: 'InterestBucket' });
export type InterestBucket = z.infer<typeof interestBucket>;

/** GET /highschools/{id}/interests. */
export const schoolInterests = z
  .object({ areas: z.array(interestBucket), degrees: z.array(interestBucket), cities: z.array(interestBucket) })
  .meta({
    id: 'SchoolInterests',
    description: `Áreas, carreras y ciudades que interesan a sus estudiantes (grupos de al menos ${INTERESTS_MIN_STUDENTS})`,
  });
export type SchoolInterests = z.infer<typeof schoolInterests>;

export const adminFunnelFilters = z.object({ cityId: idField().optional() });
export type AdminFunnelFilters = z.infer<typeof adminFunnelFilters>;
/** GET /highschools/funnel: a page of schools, by name. */
export const adminFunnelQuery = pageQuery.extend(adminFunnelFilters.shape);
export type AdminFunnelQuery = z.infer<typeof adminFunnelQuery>;

export const adminFunnelRow = z
  .object({
    highschool_id: z.number(),
    name: z.string(),
    city: z.string(),
    notebooks: z.number().int().min(0),
    ...countsShape,
  })
  .meta({ id: 'AdminFunnelRow', description: 'El embudo de una preparatoria' });
export type AdminFunnelRow = z.infer<typeof adminFunnelRow>;

// Calendar days ('YYYY-MM-DD') as plain arithmetic on UTC dates: no time zone involved.
const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => fromUtc(toUtc(day) + days * DAY_MS);

/** The Monday of the week of a day. */
export function weekStartOf(day: string): string {
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The school year a day belongs to: 1 August to 31 July. */
export function seasonOf(day: string): { starts_on: string; ends_on: string } {
  const year = Number(day.slice(0, 4));
  const start = day.slice(5) >= '08-01' ? year : year - 1;
  return { starts_on: `${start}-08-01`, ends_on: `${start + 1}-07-31` };
}

/** The Monday of every week from `first` to `last` (both Mondays), in order. */
export function weekStarts(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 7)) weeks.push(day);
  return weeks;
}

/**
 * The pace of the last FORECAST_WEEKS complete weeks before `currentWeek` (the one in progress is
 * left out): their weekly average. A week missing from `weeks` counted nothing.
 */
export function recentRate(weeks: ReadonlyArray<{ week_start: string; value: number }>, currentWeek: string): number {
  const from = addDays(currentWeek, -7 * FORECAST_WEEKS);
  const sum = weeks
    .filter((w) => w.week_start >= from && w.week_start < currentWeek)
    .reduce((total, w) => total + w.value, 0);
  return sum / FORECAST_WEEKS;
}

/**
 * When a goal is reached at a steady pace: `done` of `target` today, `ratePerWeek` more each week.
 * Null when it was reached already, when nothing moves (or there is no goal), or when the day falls
 * after the season's last day.
 */
export function forecastGoal(input: {
  target: number;
  done: number;
  ratePerWeek: number;
  today: string;
  seasonEndsOn: string;
}): GoalForecast {
  const { target, done, ratePerWeek, today, seasonEndsOn } = input;
  const reached = target > 0 && done >= target;
  const forecast = { rate_per_week: ratePerWeek, reached, reaches_on: null };
  if (reached || target <= 0 || !(ratePerWeek > 0)) return forecast;
  const day = addDays(today, Math.ceil(((target - done) / ratePerWeek) * 7));
  return day > seasonEndsOn ? forecast : { ...forecast, reaches_on: day };
}
