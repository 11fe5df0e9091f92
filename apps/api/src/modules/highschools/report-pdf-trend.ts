/** The trend of the director's report: the season's running totals against the goals, and the forecast in words. */
import type { GoalForecast, SchoolTrend } from '@tlp/shared';
import {
  COLOR,
  CONTENT_WIDTH,
  count,
  dayMonth,
  dayShort,
  decimals,
  FONT,
  PAGE,
  REPORT_TEXT,
  sectionTitle,
  utcDay,
  type Doc,
} from './report-pdf-style.ts';

/** Each week with the running totals at its end, counted back from today's totals (as the web chart). */
function cumulative({ weeks, totals }: SchoolTrend) {
  let registrations = totals.registrations;
  let meetings = totals.meetings;
  const rows: { week_start: string; registrations: number; meetings: number }[] = [];
  for (let i = weeks.length - 1; i >= 0; i -= 1) {
    const week = weeks[i]!;
    rows.push({ week_start: week.week_start, registrations, meetings });
    registrations = Math.max(0, registrations - week.registrations);
    meetings = Math.max(0, meetings - week.meetings);
  }
  return rows.reverse();
}

function legend(doc: Doc, x: number, y: number, color: string, label: string, dashed = false) {
  doc.save().lineWidth(2);
  if (dashed) doc.dash(4, { space: 3 });
  doc
    .moveTo(x, y + 5)
    .lineTo(x + 18, y + 5)
    .stroke(color);
  doc.restore();
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLOR.text)
    .text(label, x + 22, y, { lineBreak: false });
  return x + 22 + doc.widthOfString(label) + 16;
}

export function trendChart(doc: Doc, trend: SchoolTrend) {
  sectionTitle(doc, REPORT_TEXT.trendTitle, REPORT_TEXT.trendIntro);
  const rows = cumulative(trend);
  if (rows.length === 0) {
    doc.font(FONT.regular).fontSize(10.5).fillColor(COLOR.muted).text(REPORT_TEXT.noWeeks);
    return;
  }
  const top = doc.y + 4;
  const left = PAGE.margin + 34;
  const width = CONTENT_WIDTH - 34;
  const height = 150;
  const bottom = top + height;
  const { registrations: regTarget, meetings: meetTarget } = trend.targets;
  const last = rows[rows.length - 1]!;
  const max = Math.max(1, regTarget, meetTarget, last.registrations, last.meetings);
  const scale = niceStep(max);
  const yMax = Math.ceil(max / scale) * scale;
  const yOf = (v: number) => bottom - (height * v) / yMax;
  const xOf = (i: number) => (rows.length === 1 ? left + width / 2 : left + (width * i) / (rows.length - 1));

  doc.lineWidth(0.5);
  for (let v = 0; v <= yMax; v += scale) {
    doc
      .moveTo(left, yOf(v))
      .lineTo(left + width, yOf(v))
      .stroke(COLOR.grid);
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLOR.muted)
      .text(count(v), PAGE.margin, yOf(v) - 4, {
        width: 28,
        align: 'right',
        lineBreak: false,
      });
  }
  const labelEvery = Math.max(1, Math.ceil(rows.length / 8));
  rows.forEach((row, i) => {
    if (i % labelEvery !== 0 && i !== rows.length - 1) return;
    if (i !== rows.length - 1 && rows.length - 1 - i < labelEvery) return;
    const atEnd = i === rows.length - 1 && rows.length > 1;
    doc
      .font(FONT.regular)
      .fontSize(8)
      .fillColor(COLOR.muted)
      // The last label ends at the chart's right edge, inside the margin.
      .text(dayShort.format(utcDay(row.week_start)), xOf(i) - (atEnd ? 50 : 25), bottom + 4, {
        width: 50,
        align: atEnd ? 'right' : 'center',
        lineBreak: false,
      });
  });

  const goal = (target: number, color: string) => {
    if (target <= 0) return;
    doc.save().lineWidth(1.2).dash(5, { space: 4 });
    doc
      .moveTo(left, yOf(target))
      .lineTo(left + width, yOf(target))
      .stroke(color);
    doc.restore();
  };
  goal(regTarget, COLOR.primaryLight);
  goal(meetTarget, COLOR.accentLight);

  const line = (key: 'registrations' | 'meetings', color: string) => {
    doc.save().lineWidth(2.2).lineJoin('round');
    rows.forEach((row, i) => (i === 0 ? doc.moveTo(xOf(i), yOf(row[key])) : doc.lineTo(xOf(i), yOf(row[key]))));
    if (rows.length === 1) doc.lineTo(xOf(0) + 0.1, yOf(rows[0]![key]));
    doc.stroke(color).restore();
    doc.circle(xOf(rows.length - 1), yOf(last[key]), 3).fill(color);
  };
  line('registrations', COLOR.primary);
  line('meetings', COLOR.accent);
  doc
    .lineWidth(1)
    .moveTo(left, bottom)
    .lineTo(left + width, bottom)
    .stroke(COLOR.muted);

  let x = left;
  const y = bottom + 20;
  x = legend(doc, x, y, COLOR.primary, `${REPORT_TEXT.registrations}: ${count(last.registrations)}`);
  x = legend(doc, x, y, COLOR.accent, `${REPORT_TEXT.meetings}: ${count(last.meetings)}`);
  if (regTarget > 0) x = legend(doc, x, y, COLOR.primaryLight, REPORT_TEXT.target('registros', count(regTarget)), true);
  if (meetTarget > 0) legend(doc, x, y, COLOR.accentLight, REPORT_TEXT.target('reuniones', count(meetTarget)), true);
  doc.x = PAGE.margin;
  doc.y = y + 16;
}

/** A step of 1, 2 or 5 times a power of ten that gives 3 to 6 grid lines. */
function niceStep(max: number) {
  const raw = max / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  return Math.max(1, step);
}

/** One goal's forecast in words. */
export function forecastSentence(goal: 'registros' | 'reuniones', forecast: GoalForecast, target: number): string {
  if (target === 0) return REPORT_TEXT.noTarget;
  if (forecast.reached) return REPORT_TEXT.reached(goal);
  if (forecast.reaches_on) return REPORT_TEXT.reachesOn(goal, dayMonth.format(utcDay(forecast.reaches_on)));
  return REPORT_TEXT.notReached;
}

export function forecast(doc: Doc, trend: SchoolTrend) {
  doc.moveDown(0.4);
  doc.font(FONT.bold).fontSize(11).fillColor(COLOR.primary).text(REPORT_TEXT.forecastTitle, PAGE.margin);
  const goals = [
    [
      REPORT_TEXT.registrationsGoal,
      forecastSentence('registros', trend.forecast.registrations, trend.targets.registrations),
    ],
    [REPORT_TEXT.meetingsGoal, forecastSentence('reuniones', trend.forecast.meetings, trend.targets.meetings)],
  ] as const;
  for (const [title, sentence] of goals) {
    doc.font(FONT.bold).fontSize(10.5).fillColor(COLOR.text).text(`${title}: `, { continued: true });
    doc.font(FONT.regular).text(sentence);
  }
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLOR.muted)
    .text(
      REPORT_TEXT.rate(
        decimals.format(trend.forecast.registrations.rate_per_week),
        decimals.format(trend.forecast.meetings.rate_per_week),
      ),
    );
}
