import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatCount, formatShortDay } from '../format.ts';
import { TREND_TEXT as TEXT } from '../messages.ts';
import type { SchoolTrend } from '../types.ts';
import type { CumulativeWeek } from './trend-weeks.ts';

/**
 * The cumulative registrations and meetings per week as lines, with the reward's two targets as
 * reference lines. Its own chunk (loaded lazily): the chart library stays off the page's first load.
 * Screen readers hear its name; the figures are in the table next to it.
 */
export default function TrendChart({
  weeks,
  targets,
  label,
}: {
  weeks: readonly CumulativeWeek[];
  targets: SchoolTrend['targets'];
  label: string;
}) {
  const theme = useTheme();
  const highest = Math.max(
    1,
    targets.registrations,
    targets.meetings,
    ...weeks.map((w) => Math.max(w.registrationsTotal, w.meetingsTotal)),
  );
  const registrationsColor = theme.palette.primary.main;
  const meetingsColor = theme.palette.secondary.dark;
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', minWidth: 0 }}>
      <LineChart
        height={300}
        skipAnimation
        margin={{ left: 8, right: 28, top: 16, bottom: 8 }}
        xAxis={[
          {
            scaleType: 'point',
            data: weeks.map((w) => w.week_start),
            valueFormatter: (day: string) => formatShortDay(day),
          },
        ]}
        yAxis={[{ min: 0, max: Math.ceil(highest * 1.1), valueFormatter: (n: number) => formatCount(n), width: 44 }]}
        series={[
          {
            data: weeks.map((w) => w.registrationsTotal),
            label: TEXT.registrations,
            color: registrationsColor,
            showMark: false,
          },
          { data: weeks.map((w) => w.meetingsTotal), label: TEXT.meetings, color: meetingsColor, showMark: false },
        ]}
      >
        {targets.registrations > 0 ? (
          <ChartsReferenceLine
            y={targets.registrations}
            label={TEXT.registrationsTarget(formatCount(targets.registrations))}
            labelAlign="start"
            lineStyle={{ stroke: registrationsColor, strokeDasharray: '6 4' }}
            labelStyle={{ fontSize: 12, fill: theme.palette.text.primary }}
          />
        ) : null}
        {targets.meetings > 0 ? (
          <ChartsReferenceLine
            y={targets.meetings}
            label={TEXT.meetingsTarget(formatCount(targets.meetings))}
            labelAlign="start"
            lineStyle={{ stroke: meetingsColor, strokeDasharray: '2 4' }}
            labelStyle={{ fontSize: 12, fill: theme.palette.text.primary }}
          />
        ) : null}
      </LineChart>
    </Box>
  );
}
