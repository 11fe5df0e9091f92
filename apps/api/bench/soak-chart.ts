// The chart of `npm run bench:soak`: three panels over the minutes of the run (resident memory,
// event-loop delay p99, database pool), the end of the warm-up and each CSV download marked. Drawn
// as SVG and turned into a PNG by sharp.
import sharp from 'sharp';

export interface SoakSample {
  seconds: number;
  rssMiB: number | null;
  poolTotal: number | null;
  poolWaiting: number | null;
  loopP99Ms: number;
  requests: number | null;
  mailQueue: number | null;
}

interface Series {
  label: string;
  color: string;
  values: Array<number | null>;
}

interface Panel {
  title: string;
  unit: string;
  series: Series[];
}

const WIDTH = 1200;
const PANEL_HEIGHT = 220;
const MARGIN = { left: 80, right: 30, top: 40, bottom: 40 };
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export async function soakChart(
  samples: SoakSample[],
  opts: { warmupSeconds: number; csvAt: number[]; file: string },
): Promise<void> {
  const panels: Panel[] = [
    {
      title: 'Memoria residente (RSS) de la API',
      unit: 'MiB',
      series: [{ label: 'RSS', color: '#6a1b9a', values: samples.map((s) => s.rssMiB) }],
    },
    {
      title: 'Retraso del bucle de eventos, p99',
      unit: 'ms',
      series: [
        {
          label: 'p99',
          color: '#c62828',
          values: samples.map((s) => (Number.isFinite(s.loopP99Ms) ? s.loopP99Ms : null)),
        },
      ],
    },
    {
      title: 'Pool de PostgreSQL',
      unit: 'conexiones',
      series: [
        { label: 'abiertas', color: '#1565c0', values: samples.map((s) => s.poolTotal) },
        { label: 'consultas esperando', color: '#ef6c00', values: samples.map((s) => s.poolWaiting) },
      ],
    },
  ];
  const end = Math.max(1, samples.at(-1)?.seconds ?? 1);
  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const x = (seconds: number) => MARGIN.left + (seconds / end) * plotW;
  const height = panels.length * (PANEL_HEIGHT + MARGIN.top + MARGIN.bottom);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="DejaVu Sans, sans-serif">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
  ];
  panels.forEach((panel, i) => {
    const top = i * (PANEL_HEIGHT + MARGIN.top + MARGIN.bottom) + MARGIN.top;
    const all = panel.series.flatMap((s) => s.values.filter((v): v is number => v !== null));
    const max = Math.max(1, ...all) * 1.1;
    const y = (v: number) => top + PANEL_HEIGHT - (v / max) * PANEL_HEIGHT;
    parts.push(`<text x="${MARGIN.left}" y="${top - 12}" font-size="16" font-weight="bold">${esc(panel.title)}</text>`);
    parts.push(
      `<rect x="${MARGIN.left}" y="${top}" width="${plotW}" height="${PANEL_HEIGHT}" fill="none" stroke="#999"/>`,
    );
    for (let k = 0; k <= 4; k++) {
      const v = (max * k) / 4;
      parts.push(`<line x1="${MARGIN.left}" x2="${MARGIN.left + plotW}" y1="${y(v)}" y2="${y(v)}" stroke="#eee"/>`);
      parts.push(
        `<text x="${MARGIN.left - 8}" y="${y(v) + 4}" font-size="12" text-anchor="end">${v.toFixed(v < 10 ? 1 : 0)}</text>`,
      );
    }
    parts.push(
      `<text x="16" y="${top + PANEL_HEIGHT / 2}" font-size="12" transform="rotate(-90 16 ${top + PANEL_HEIGHT / 2})" text-anchor="middle">${esc(panel.unit)}</text>`,
    );
    for (let m = 0; m <= end / 60; m += end > 1200 ? 5 : 1) {
      parts.push(
        `<text x="${x(m * 60)}" y="${top + PANEL_HEIGHT + 16}" font-size="12" text-anchor="middle">${m} min</text>`,
      );
    }
    parts.push(
      `<line x1="${x(opts.warmupSeconds)}" x2="${x(opts.warmupSeconds)}" y1="${top}" y2="${top + PANEL_HEIGHT}" stroke="#555" stroke-dasharray="6 4"/>`,
    );
    for (const at of opts.csvAt) {
      parts.push(
        `<line x1="${x(at)}" x2="${x(at)}" y1="${top}" y2="${top + PANEL_HEIGHT}" stroke="#2e7d32" stroke-opacity="0.5"/>`,
      );
    }
    panel.series.forEach((s, k) => {
      const points = samples
        .map((sample, j) =>
          s.values[j] === null ? null : `${x(sample.seconds).toFixed(1)},${y(s.values[j]!).toFixed(1)}`,
        )
        .filter((p): p is string => p !== null);
      parts.push(`<polyline fill="none" stroke="${s.color}" stroke-width="2" points="${points.join(' ')}"/>`);
      parts.push(
        `<text x="${MARGIN.left + plotW - 10}" y="${top + 18 + k * 16}" font-size="13" text-anchor="end" fill="${s.color}">${esc(s.label)}</text>`,
      );
    });
    if (i === 0) {
      parts.push(
        `<text x="${x(opts.warmupSeconds) + 6}" y="${top + PANEL_HEIGHT - 8}" font-size="12" fill="#555">fin del calentamiento</text>`,
      );
      if (opts.csvAt.length) {
        parts.push(
          `<text x="${x(opts.csvAt[0]!) + 6}" y="${top + 16}" font-size="12" fill="#2e7d32">CSV de reuniones</text>`,
        );
      }
    }
  });
  parts.push('</svg>');
  await sharp(Buffer.from(parts.join('\n')))
    .png()
    .toFile(opts.file);
}
