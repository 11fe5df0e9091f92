/**
 * The director's report of a school as a PDF (Letter, one or two pages): the funnel, the season's
 * trend with its forecast, the students' interests and the reward's state. A pure function of the
 * data: it reads nothing but the fonts, Nunito from `@fontsource/nunito` (regular and bold, latin
 * subset, embedded and subset by pdfkit), the type of the web app; never a network font.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  formatLongDate,
  shownPercent,
  type FunnelCounts,
  type InterestBucket,
  type RewardProgress,
  type SchoolInterests,
  type SchoolTrend,
} from '@tlp/shared';
import {
  COLOR,
  CONTENT_WIDTH,
  count,
  FONT,
  PAGE,
  rate,
  REPORT_TEXT,
  sectionTitle,
  type Doc,
} from './report-pdf-style.ts';
import { forecast, trendChart } from './report-pdf-trend.ts';

export interface SchoolReportData {
  school: { name: string; city: string };
  /** The day of the report (YYYY-MM-DD, Ciudad de México). */
  today: string;
  funnel: FunnelCounts;
  trend: SchoolTrend;
  interests: SchoolInterests;
  reward: RewardProgress;
}

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function nunito() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const file = (weight: number) =>
      readFileSync(require.resolve(`@fontsource/nunito/files/nunito-latin-${weight}-normal.woff`));
    fonts = { regular: file(400), bold: file(700) };
  }
  return fonts;
}

/** The door: a frame, an open leaf and its knob, the product's mark. */
function doorMark(doc: Doc, x: number, y: number, size: number) {
  const w = size * 0.62;
  doc.save();
  doc.roundedRect(x, y, w, size, 3).lineWidth(2).stroke('#ffffff');
  doc
    .moveTo(x + 2, y + 2)
    .lineTo(x + w * 0.72, y + size * 0.12)
    .lineTo(x + w * 0.72, y + size * 0.98)
    .lineTo(x + 2, y + size - 2)
    .closePath()
    .fill(COLOR.accentSoft);
  doc.circle(x + w * 0.56, y + size * 0.55, size * 0.05).fill(COLOR.primary);
  doc.restore();
}

function header(doc: Doc, data: SchoolReportData) {
  doc.rect(0, 0, PAGE.width, 96).fill(COLOR.primary);
  doorMark(doc, PAGE.margin, 26, 44);
  doc
    .font(FONT.bold)
    .fontSize(20)
    .fillColor('#ffffff')
    .text(REPORT_TEXT.brand, PAGE.margin + 40, 28);
  doc
    .font(FONT.regular)
    .fontSize(11)
    .fillColor(COLOR.soft)
    .text(REPORT_TEXT.title, PAGE.margin + 40, 54);
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOR.soft)
    .text(REPORT_TEXT.dated(formatLongDate(data.today)), PAGE.margin, 40, { width: CONTENT_WIDTH, align: 'right' });

  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(COLOR.text)
    .text(data.school.name, PAGE.margin, 118, { width: CONTENT_WIDTH });
  const { starts_on, ends_on } = data.trend.season;
  doc
    .font(FONT.regular)
    .fontSize(11)
    .fillColor(COLOR.muted)
    .text(`${data.school.city} · ${REPORT_TEXT.season(formatLongDate(starts_on), formatLongDate(ends_on))}`);
}

function funnel(doc: Doc, counts: FunnelCounts) {
  sectionTitle(doc, REPORT_TEXT.funnelTitle, REPORT_TEXT.funnelIntro);
  const steps = Object.keys(REPORT_TEXT.funnelSteps) as (keyof typeof REPORT_TEXT.funnelSteps)[];
  const values = steps.map((step) => counts[step] ?? 0);
  const max = Math.max(1, ...values);
  const labelWidth = 150;
  const barX = PAGE.margin + labelWidth;
  const barWidth = CONTENT_WIDTH - labelWidth - 180;
  const rowHeight = 22;
  let y = doc.y + 2;
  steps.forEach((step, i) => {
    const value = values[i]!;
    if (i % 2 === 0) doc.rect(PAGE.margin, y - 3, CONTENT_WIDTH, rowHeight).fill(COLOR.background);
    doc
      .font(FONT.regular)
      .fontSize(10.5)
      .fillColor(COLOR.text)
      .text(REPORT_TEXT.funnelSteps[step], PAGE.margin + 6, y + 1, {
        width: labelWidth - 10,
        lineBreak: false,
      });
    const width = Math.max(value > 0 ? 2 : 0, (barWidth * value) / max);
    doc.rect(barX, y + 2, barWidth, 11).fill(COLOR.soft);
    if (width > 0) doc.rect(barX, y + 2, width, 11).fill(i === 0 ? COLOR.primaryLight : COLOR.primary);
    doc
      .font(FONT.bold)
      .fontSize(10.5)
      .fillColor(COLOR.text)
      .text(count(value), barX + barWidth + 8, y + 1, { width: 40, align: 'right', lineBreak: false });
    if (i > 0) {
      const share = rate(value, values[i - 1]!);
      doc
        .font(FONT.regular)
        .fontSize(9)
        .fillColor(COLOR.muted)
        .text(share === '—' ? share : REPORT_TEXT.ofPrevious(share), barX + barWidth + 56, y + 2, { lineBreak: false });
    }
    y += rowHeight;
  });
  doc.x = PAGE.margin;
  doc.y = y;
}

function interests(doc: Doc, data: SchoolInterests) {
  sectionTitle(doc, REPORT_TEXT.interestsTitle, REPORT_TEXT.interestsIntro);
  const gap = 14;
  const columnWidth = (CONTENT_WIDTH - 2 * gap) / 3;
  const top = doc.y + 2;
  let lowest = top;
  const columns: [string, InterestBucket[]][] = [
    [REPORT_TEXT.areas, data.areas],
    [REPORT_TEXT.degrees, data.degrees],
    [REPORT_TEXT.cities, data.cities],
  ];
  columns.forEach(([title, buckets], c) => {
    const x = PAGE.margin + c * (columnWidth + gap);
    doc.roundedRect(x, top, columnWidth, 22, 4).fill(COLOR.soft);
    doc
      .font(FONT.bold)
      .fontSize(10.5)
      .fillColor(COLOR.primary)
      .text(title, x + 8, top + 5, { lineBreak: false });
    let y = top + 28;
    if (buckets.length === 0) {
      doc
        .font(FONT.regular)
        .fontSize(9)
        .fillColor(COLOR.muted)
        .text(REPORT_TEXT.noneHere, x + 8, y, { width: columnWidth - 16 });
      y = doc.y;
    }
    for (const bucket of buckets) {
      doc
        .font(FONT.regular)
        .fontSize(9.5)
        .fillColor(COLOR.text)
        .text(bucket.name, x + 8, y, { width: columnWidth - 52 });
      const next = doc.y;
      doc
        .font(FONT.bold)
        .fontSize(9.5)
        .text(count(bucket.students), x + columnWidth - 44, y, {
          width: 40,
          align: 'right',
          lineBreak: false,
        });
      y = next + 3;
    }
    lowest = Math.max(lowest, y);
  });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(COLOR.muted)
    .text(REPORT_TEXT.interestsNote, PAGE.margin, lowest + 4, {
      width: CONTENT_WIDTH,
    });
}

function dialLine(doc: Doc, label: string, dial: RewardProgress['registers']) {
  const y = doc.y;
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(COLOR.text)
    .text(label, PAGE.margin, y, { width: 240, lineBreak: false });
  const barX = PAGE.margin + 250;
  const barWidth = 150;
  doc.roundedRect(barX, y + 3, barWidth, 8, 4).fill(COLOR.soft);
  const percent = shownPercent(dial.percent);
  if (percent > 0) doc.roundedRect(barX, y + 3, Math.max(8, (barWidth * percent) / 100), 8, 4).fill(COLOR.primary);
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(COLOR.text)
    .text(`${REPORT_TEXT.rewardGoal(count(dial.done), count(dial.target))} (${percent} %)`, barX + barWidth + 10, y, {
      lineBreak: false,
    });
  doc.x = PAGE.margin;
  doc.y = y + 20;
}

function reward(doc: Doc, progress: RewardProgress) {
  sectionTitle(doc, REPORT_TEXT.rewardTitle);
  const top = doc.y + 2;
  const percent = shownPercent(progress.percent);
  const color = progress.complete ? COLOR.success : COLOR.accent;
  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, 64, 8).fill(COLOR.background);
  doc
    .font(FONT.bold)
    .fontSize(30)
    .fillColor(color)
    .text(`${percent} %`, PAGE.margin + 16, top + 12, {
      width: 100,
      lineBreak: false,
    });
  const barX = PAGE.margin + 130;
  const barWidth = CONTENT_WIDTH - 146;
  doc
    .font(FONT.bold)
    .fontSize(11.5)
    .fillColor(COLOR.text)
    .text(progress.message, barX, top + 14, { width: barWidth });
  doc.roundedRect(barX, top + 38, barWidth, 10, 5).fill(COLOR.soft);
  if (percent > 0) doc.roundedRect(barX, top + 38, Math.max(10, (barWidth * percent) / 100), 10, 5).fill(color);
  doc.x = PAGE.margin;
  doc.y = top + 76;
  dialLine(doc, REPORT_TEXT.registersDial, progress.registers);
  dialLine(doc, REPORT_TEXT.meetingsDial, progress.meetings);
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(REPORT_TEXT.funder, PAGE.margin, doc.y, {
    width: CONTENT_WIDTH,
  });
}

function footers(doc: Doc, today: string) {
  const { start, count: pages } = doc.bufferedPageRange();
  for (let i = start; i < start + pages; i += 1) {
    doc.switchToPage(i);
    // Below the bottom margin: lift it so that the text does not open a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 32;
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(PAGE.width - PAGE.margin, y - 8)
      .lineWidth(0.5)
      .stroke(COLOR.grid);
    doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
    doc.text(REPORT_TEXT.footer(formatLongDate(today)), PAGE.margin, y, { lineBreak: false });
    doc.text(REPORT_TEXT.page(i - start + 1, pages), PAGE.margin, y, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/** The report as a PDF file. */
export function renderSchoolReport(data: SchoolReportData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    bufferPages: true,
    lang: 'es-MX',
    displayTitle: true,
    info: { Title: REPORT_TEXT.documentTitle(data.school.name), Author: REPORT_TEXT.brand, Subject: REPORT_TEXT.title },
  });
  const { regular, bold } = nunito();
  doc.registerFont(FONT.regular, regular);
  doc.registerFont(FONT.bold, bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(doc, data);
  funnel(doc, data.funnel);
  trendChart(doc, data.trend);
  forecast(doc, data.trend);
  doc.addPage();
  interests(doc, data.interests);
  reward(doc, data.reward);
  footers(doc, data.today);
  doc.end();
  return done;
}
