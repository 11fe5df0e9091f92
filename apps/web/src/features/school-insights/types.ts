/* The answers of the school's insight routes (GET /highschools/{id}/funnel, trend, interests, students, nudges). */

export type {
  FunnelCounts,
  FunnelGroup,
  GoalForecast,
  InterestBucket,
  SchoolFunnel,
  SchoolInterests,
  SchoolTrend,
  TrendWeek,
} from '@tlp/shared/school-insights';
export type {
  NudgeCandidate,
  NudgeReason,
  NudgeResult,
  SchoolStudent,
  SchoolStudentDetail,
} from '@tlp/shared/school-students';
export type { MeetingState as StudentMeetingState } from '@tlp/shared/slots';
