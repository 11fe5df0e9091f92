import type { SchoolTrend, TrendWeek } from '../types.ts';

export interface CumulativeWeek extends TrendWeek {
  registrationsTotal: number;
  meetingsTotal: number;
}

/**
 * Each week with the running totals at its end, counted back from today's totals: what came before
 * the season's first week is in the first one's total, and the last week's total is today's.
 */
export function cumulativeWeeks({ weeks, totals }: Pick<SchoolTrend, 'weeks' | 'totals'>): CumulativeWeek[] {
  let registrations = totals.registrations;
  let meetings = totals.meetings;
  const rows: CumulativeWeek[] = [];
  for (let i = weeks.length - 1; i >= 0; i -= 1) {
    const week = weeks[i]!;
    rows.push({ ...week, registrationsTotal: registrations, meetingsTotal: meetings });
    registrations = Math.max(0, registrations - week.registrations);
    meetings = Math.max(0, meetings - week.meetings);
  }
  return rows.reverse();
}
