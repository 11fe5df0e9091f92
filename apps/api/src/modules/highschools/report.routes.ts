import { PERMISSIONS, rewardProgress } from '@tlp/shared';
import { mexicoToday } from '../../lib/csv.ts';
import { refuseHead } from '../../lib/downloads.ts';
import { contentDisposition, fileResponse } from '../../lib/openapi.ts';
import { apiRoutes } from '../../lib/route-options.ts';
import { schoolOf, schoolRoute } from '../../lib/school-route.ts';
import { renderSchoolReport } from './report-pdf.ts';

/** The school's name as a file name: ASCII letters and digits joined by hyphens ('prepa-benito-juarez'). */
export function fileSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

export const reportRoutes = apiRoutes('preparatorias', (app, op) => {
  const { insights, highschools } = app.services;

  const route = schoolRoute(op, PERMISSIONS.ownHighschool, {
    summary: 'Reporte en PDF para la dirección: embudo, tendencia con pronóstico, intereses y recompensa',
    description:
      'Una o dos páginas con los mismos datos de /funnel, /trend, /interests y /stats, con la fecha de Ciudad de México.',
    response: {
      200: fileResponse(
        ['application/pdf'],
        'El reporte de la preparatoria en PDF',
        contentDisposition(
          '`attachment; filename="reporte-<preparatoria>-AAAA-MM-DD.pdf"` (fecha de Ciudad de México)',
        ),
      ),
    },
  });

  app.get(
    '/highschools/:id/report.pdf',
    // A HEAD would draw the whole report to send nothing: refused, as the downloads are.
    { ...route, preHandler: [route.preHandler, refuseHead] },
    async (request, reply) => {
      const school = schoolOf(request);
      const [funnel, trend, interests, stats] = await Promise.all([
        insights.funnel(school.id),
        insights.trend(school.id),
        insights.interests(school.id),
        highschools.stats(school.id),
      ]);
      const today = mexicoToday();
      const pdf = await renderSchoolReport({
        school: { name: school.name, city: school.city },
        today,
        funnel: funnel.school,
        trend,
        interests,
        reward: rewardProgress(stats),
      });
      const file = `reporte-${fileSlug(school.name) || school.id}-${today}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${file}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );
});
