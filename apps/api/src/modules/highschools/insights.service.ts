import { Readable } from 'node:stream';
import {
  addDays,
  dayInMexico,
  FORECAST_WEEKS,
  forecastGoal,
  MEXICO_UTC_OFFSET,
  NO_GROUP_NAME,
  recentRate,
  rewardProgress,
  seasonOf,
  weekStartOf,
  type AdminFunnelFilters,
  type AdminFunnelRow,
  type FunnelCounts,
  type SchoolFunnel,
  type SchoolInterests,
  type SchoolTrend,
} from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import type { Page, PageRequest } from '../../db/paging.ts';
import { CSV_BOM, csvRow } from '../../lib/csv.ts';
import { found } from '../../lib/errors.ts';
import { schoolNotFound } from '../../lib/school-route.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { insightsRepository, type SchoolFunnelRow, type StepCounts } from './insights.repository.ts';

const CSV_HEADER = [
  'Preparatoria',
  'Ciudad',
  'Libretas',
  'Registrados',
  'Registro terminado',
  'Con favorita',
  'Con solicitud de reunión',
  'Con reunión agendada',
  'Asistieron',
];
const CSV_BATCH = 200;

/**
 * A school's interests read all its students' favourites and cities (about 50 ms for a school of
 * 2,000): each answer is kept a minute per school, in each instance, so a counselor's page loads
 * and reloads read it once. A minute's delay does not change what an aggregate of 5 or more says.
 */
const INTERESTS_KEPT_MS = 60_000;
const INTERESTS_KEPT_SCHOOLS = 500;

const steps = (row: StepCounts) => ({
  registered: row.registered,
  onboarded: row.onboarded,
  with_favorite: row.with_favorite,
  with_meeting: row.with_meeting,
  booked: row.booked,
  attended: row.attended,
});

/** Midnight of a day in central Mexico (a fixed UTC-6 since 2022, the seasons this reads). */
const mexicoMidnight = (day: string) => new Date(`${day}T00:00:00${MEXICO_UTC_OFFSET}`);

export function insightsService(context: ServiceContext) {
  const { work } = context;
  const repo = insightsRepository(work.db);
  const keptInterests = ttlCache<number, SchoolInterests>(INTERESTS_KEPT_MS, INTERESTS_KEPT_SCHOOLS);

  /** The funnel of the school's students, of each group (by name) and of "Sin grupo", last. */
  async function funnel(highschoolId: number): Promise<SchoolFunnel> {
    const rows = await repo.funnel(highschoolId);
    const school = found(
      rows.find((r) => r.kind === 0),
      schoolNotFound,
    );
    const group = (r: (typeof rows)[number]) => ({
      id: r.id,
      name: r.kind === 2 ? NO_GROUP_NAME : r.name!,
      notebooks: null,
      ...steps(r),
    });
    return {
      school: { notebooks: school.notebooks, ...steps(school) } satisfies FunnelCounts,
      groups: rows.filter((r) => r.kind !== 0).map(group),
    };
  }

  /**
   * The season's weeks (Monday to Sunday in central Mexico) from the one of 1 August to this one,
   * the reward's targets and totals, and when each target is met at the pace of the last
   * FORECAST_WEEKS complete weeks (read even when they fall before the season).
   */
  async function trend(highschoolId: number, now = new Date()): Promise<SchoolTrend> {
    const today = dayInMexico(now);
    const season = seasonOf(today);
    const firstWeek = weekStartOf(season.starts_on);
    const currentWeek = weekStartOf(today);
    const paceFrom = addDays(currentWeek, -7 * FORECAST_WEEKS);
    const from = paceFrom < firstWeek ? paceFrom : firstWeek;
    const weekCount = (Date.parse(currentWeek) - Date.parse(from)) / (7 * 86_400_000) + 1;
    const [totals, activity] = await Promise.all([
      repo.totals(highschoolId),
      repo.weekly(highschoolId, mexicoMidnight(from), weekCount),
    ]);
    const school = found(totals, schoolNotFound);
    const weeks = activity.map((w) => ({
      week_start: addDays(from, 7 * w.week),
      registrations: w.registrations,
      meetings: w.meetings,
    }));
    const progress = rewardProgress(school);
    const forecastOf = (key: 'registrations' | 'meetings', dial: { target: number; done: number }) =>
      forecastGoal({
        target: dial.target,
        done: dial.done,
        ratePerWeek: recentRate(
          weeks.map((w) => ({ week_start: w.week_start, value: w[key] })),
          currentWeek,
        ),
        today,
        seasonEndsOn: season.ends_on,
      });
    return {
      season,
      weeks: weeks.filter((w) => w.week_start >= firstWeek),
      targets: { registrations: progress.registers.target, meetings: progress.meetings.target },
      totals: { registrations: school.registers, meetings: school.meetings },
      forecast: {
        registrations: forecastOf('registrations', progress.registers),
        meetings: forecastOf('meetings', progress.meetings),
      },
      method: 'last_4_weeks',
    };
  }

  /** The school's interests, as read at most INTERESTS_KEPT_MS ago (see there). */
  const interests = (highschoolId: number) => keptInterests.get(highschoolId, () => readInterests(highschoolId));

  async function readInterests(highschoolId: number): Promise<SchoolInterests> {
    const rows = await repo.interests(highschoolId);
    const of = (kind: (typeof rows)[number]['kind']) =>
      rows.filter((r) => r.kind === kind).map(({ id, name, students }) => ({ id, name, students }));
    return { areas: of('areas'), degrees: of('degrees'), cities: of('cities') };
  }

  const adminRow = (r: SchoolFunnelRow): AdminFunnelRow => ({
    highschool_id: r.highschool_id,
    name: r.name,
    city: r.city,
    notebooks: r.notebooks,
    ...steps(r),
  });

  /** Every school's funnel, a page at a time, by name; of one city with `cityId`. */
  async function schools(filters: AdminFunnelFilters, { page, pageSize }: PageRequest): Promise<Page<AdminFunnelRow>> {
    const [rows, total] = await Promise.all([
      repo.schoolsPage(filters.cityId, pageSize, (page - 1) * pageSize),
      repo.schoolsTotal(filters.cityId),
    ]);
    return { rows: rows.map(adminRow), total };
  }

  /**
   * The same list as CSV (UTF-8 with BOM), recorded in the audit trail (`school_funnel_csv.download`
   * with its filters), read a batch of schools at a time while sent. The first batch is read
   * before this resolves, so that a database failure is a clean error answer, not a cut file.
   */
  async function csv(actorId: number, filters: AdminFunnelFilters): Promise<Readable> {
    await work.audit({
      actorId,
      action: 'school_funnel_csv.download',
      entity: 'school_funnel_csv',
      after: { filters: filters.cityId === undefined ? {} : { cityId: filters.cityId } },
    });
    type Batch = SchoolFunnelRow[];
    let first: Batch | null = await repo.schoolsAfter(filters.cityId, null, CSV_BATCH);
    async function* lines() {
      yield CSV_BOM + csvRow(CSV_HEADER);
      let after: { name: string; id: number } | null = null;
      for (;;) {
        const rows: Batch = first ?? (await repo.schoolsAfter(filters.cityId, after, CSV_BATCH));
        first = null;
        let text = '';
        for (const r of rows)
          text += csvRow([
            r.name,
            r.city,
            r.notebooks,
            r.registered,
            r.onboarded,
            r.with_favorite,
            r.with_meeting,
            r.booked,
            r.attended,
          ]);
        if (text) yield text;
        if (rows.length < CSV_BATCH) return;
        const last = rows[rows.length - 1]!;
        after = { name: last.name, id: last.highschool_id };
      }
    }
    return Readable.from(lines());
  }

  return { funnel, trend, interests, schools, csv };
}
