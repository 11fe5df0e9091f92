/*
 * The answers of the school's insight routes (GET /highschools/{id}/funnel, trend, interests,
 * students, nudges), as the API sends them.
 */

/** How many students reached each step; `notebooks` (the school's) is null for a group. */
export interface FunnelCounts {
  notebooks: number | null;
  registered: number;
  onboarded: number;
  with_favorite: number;
  with_meeting: number;
  booked: number;
  attended: number;
}

/** A group's counts; the last one is "Sin grupo" (`id` null). */
export interface FunnelGroup extends FunnelCounts {
  id: number | null;
  name: string;
}

export interface SchoolFunnel {
  school: FunnelCounts;
  groups: FunnelGroup[];
}

export interface TrendWeek {
  /** The Monday, 'YYYY-MM-DD'. */
  week_start: string;
  registrations: number;
  meetings: number;
}

export interface Forecast {
  rate_per_week: number;
  reached: boolean;
  /** Null when the goal is not reached before the season ends at this rate. */
  reaches_on: string | null;
}

export interface SchoolTrend {
  season: { starts_on: string; ends_on: string };
  weeks: TrendWeek[];
  targets: { registrations: number; meetings: number };
  totals: { registrations: number; meetings: number };
  forecast: { registrations: Forecast; meetings: Forecast };
  method: 'last_4_weeks';
}

/** Students of a bucket; `id` null is 'Otros' (the buckets under 5 students merged). */
export interface InterestBucket {
  id: number | null;
  name: string;
  students: number;
}

export interface SchoolInterests {
  areas: InterestBucket[];
  degrees: InterestBucket[];
  cities: InterestBucket[];
}

export interface SchoolStudent {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  semester: string | null;
  group: { id: number; name: string } | null;
  onboarded: boolean;
  favorites: number;
  meetings: number;
  created_at: string;
}

export type StudentMeetingState = 'held' | 'requested' | 'booked' | 'attended' | 'missed';

export interface SchoolStudentDetail extends Omit<SchoolStudent, 'favorites' | 'meetings'> {
  favorites: { degree_id: number; degree: string; campus_id: number; campus: string; created_at: string }[];
  meetings: {
    id: number;
    degree_id: number;
    degree: string;
    campus: string;
    requested_at: string;
    state: StudentMeetingState;
    slot_starts_at: string | null;
    time_zone: string | null;
  }[];
}

export type NudgeReason = 'not_onboarded' | 'no_favorite';

export interface NudgeCandidate {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  reason: NudgeReason;
  since: string;
  last_nudged_at: string | null;
}

export interface NudgeResult {
  sent: number;
  skipped: { userId: number; reason: 'recent' | 'not_needed' | 'not_in_school' }[];
}
