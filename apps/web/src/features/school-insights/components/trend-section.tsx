import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { mxNumber } from '@tlp/shared/mx-numbers';
import { lazy, Suspense } from 'react';
import { BlockError, BlockSkeleton, EmptyNote } from '@/components/ui/section-states.tsx';
import { visuallyHidden } from '@/components/ui/visually-hidden.ts';
import { useTrend } from '../api/get-trend.ts';
import { formatCount, formatDayMonth } from '../format.ts';
import { TREND_TEXT as TEXT } from '../messages.ts';
import type { GoalForecast, SchoolTrend } from '../types.ts';
import { InsightSection } from './insight-section.tsx';
import { cumulativeWeeks, type CumulativeWeek } from './trend-weeks.ts';

const TrendChart = lazy(() => import('./trend-chart.tsx'));

/** One goal's forecast in words. */
export function forecastText(goal: 'registros' | 'reuniones', forecast: GoalForecast, target: number): string {
  if (target === 0) return TEXT.noTarget;
  if (forecast.reached) return TEXT.reached(goal);
  if (forecast.reaches_on) return TEXT.reachesOn(goal, formatDayMonth(forecast.reaches_on));
  return TEXT.notReached;
}

function ForecastList({ trend }: { trend: SchoolTrend }) {
  const goals = [
    {
      key: 'registrations',
      title: TEXT.registrationsGoal,
      text: forecastText('registros', trend.forecast.registrations, trend.targets.registrations),
    },
    {
      key: 'meetings',
      title: TEXT.meetingsGoal,
      text: forecastText('reuniones', trend.forecast.meetings, trend.targets.meetings),
    },
  ];
  return (
    <Box sx={{ mt: 2 }}>
      <Box
        component="ul"
        aria-label={TEXT.forecastLabel}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {goals.map((goal) => (
          <Paper key={goal.key} component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{goal.title}</Typography>
            <Typography>{goal.text}</Typography>
          </Paper>
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {TEXT.method}.{' '}
        {TEXT.rate(
          mxNumber(trend.forecast.registrations.rate_per_week, 1),
          mxNumber(trend.forecast.meetings.rate_per_week, 1),
        )}
      </Typography>
    </Box>
  );
}

/** The weekly figures for screen readers: the chart's content as a table. */
function WeeksTable({ weeks }: { weeks: readonly CumulativeWeek[] }) {
  return (
    // The box hides it: a table itself keeps its content's width whatever its own.
    <Box sx={visuallyHidden}>
      <table>
        <caption>{TEXT.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.week}</th>
            <th scope="col">{TEXT.weekly(TEXT.registrations)}</th>
            <th scope="col">{TEXT.weekly(TEXT.meetings)}</th>
            <th scope="col">{TEXT.cumulative(TEXT.registrations)}</th>
            <th scope="col">{TEXT.cumulative(TEXT.meetings)}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week_start}>
              <th scope="row">{formatDayMonth(week.week_start)}</th>
              <td>{formatCount(week.registrations)}</td>
              <td>{formatCount(week.meetings)}</td>
              <td>{formatCount(week.registrationsTotal)}</td>
              <td>{formatCount(week.meetingsTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/** 'Tendencia' (the school's orienter, admins): the season week by week, and when each goal is reached at this pace. */
export function TrendSection({ highschoolId }: { highschoolId: number | string }) {
  const { trend, error, retry } = useTrend(highschoolId);
  let body;
  if (!trend) {
    body = error ? (
      <BlockError message={TEXT.error} onRetry={retry} />
    ) : (
      <BlockSkeleton label={TEXT.loading} rows={1} height={300} />
    );
  } else if (trend.weeks.length === 0) {
    body = <EmptyNote>{TEXT.empty}</EmptyNote>;
  } else {
    const weeks = cumulativeWeeks(trend);
    const label = TEXT.chartLabel(formatDayMonth(weeks[0]!.week_start), formatDayMonth(weeks.at(-1)!.week_start));
    body = (
      <>
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, overflow: 'hidden' }}>
          <Suspense
            fallback={
              <Box role="status">
                <Box component="span" sx={visuallyHidden}>
                  {TEXT.loadingChart}
                </Box>
                <Skeleton variant="rounded" height={300} aria-hidden="true" />
              </Box>
            }
          >
            <TrendChart weeks={weeks} targets={trend.targets} label={label} />
          </Suspense>
          <WeeksTable weeks={weeks} />
        </Paper>
        <ForecastList trend={trend} />
      </>
    );
  }
  return (
    <InsightSection title={TEXT.title} intro={TEXT.intro}>
      {body}
    </InsightSection>
  );
}
