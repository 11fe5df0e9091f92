import { areaFit, byFit, matchReason, MATCHES_MESSAGES, type AreaFit, type DegreeMatch } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import { pageSlices, type Page, type PageRequest } from '../../db/paging.ts';
import { codeError } from '../../lib/errors.ts';
import { latestInterestProfile } from '../interest-test/interest-test.queries.ts';
import { latestFiguresByField } from '../labour-market/labour-market.queries.ts';
import { matchesRepository } from './matches.repository.ts';

/** Areas that rank alike (same points, same mean of letters): their degrees are one run, by name. */
interface Run {
  fit: AreaFit;
  areaIds: number[];
  n: number;
}

/**
 * A student's matches: the degrees of their cities whose area has one of the two top letters of
 * their latest interest profile, ranked by the area's fit (areaFit: the first letter 2 points,
 * the second 1, then the mean of the profile's scores over the area's letters), then by name and
 * id. The areas' order is worked out here (a handful of rows); the degrees are counted per area and
 * each page reads only the runs it falls in, from the index on (area, campus), as the degree list does.
 */
export function matchesService({ work }: ServiceContext) {
  return {
    async page(userId: number, page: PageRequest): Promise<Page<DegreeMatch>> {
      const db = work.db;
      const profile = await latestInterestProfile(db, userId);
      if (!profile) throw codeError('InterestTestMissing');
      const repo = matchesRepository(db);

      const fitting = (await repo.areasWithLetters())
        .map((area) => ({ id: area.id, fit: areaFit(area.riasec, profile.scores, profile.top) }))
        .filter((area) => area.fit.points > 0);
      if (!fitting.length) return { rows: [], total: 0 };
      const counts = new Map(
        (
          await repo.countsInCities(
            userId,
            fitting.map((a) => a.id),
          )
        ).map((c) => [c.areaId, c.n]),
      );
      const runs: Run[] = [];
      for (const area of fitting.filter((a) => counts.get(a.id)).sort((a, b) => byFit(a.fit, b.fit))) {
        const last = runs.at(-1);
        if (last && byFit(last.fit, area.fit) === 0) last.areaIds.push(area.id);
        else runs.push({ fit: area.fit, areaIds: [area.id], n: 0 });
        runs.at(-1)!.n += counts.get(area.id)!;
      }

      const slices = pageSlices(
        runs.map((run) => run.n),
        page,
      );
      const parts = await Promise.all(
        slices.map(({ index, offset, limit }) => repo.slice(userId, runs[index]!.areaIds, offset, limit)),
      );
      const rows = slices.flatMap(({ index }, i) => parts[i]!.map((degree) => ({ degree, fit: runs[index]!.fit })));
      const fieldIds = [...new Set(rows.flatMap(({ degree }) => (degree.field_id ? [degree.field_id] : [])))];
      const figures = await latestFiguresByField(db, fieldIds);

      return {
        total: runs.reduce((sum, run) => sum + run.n, 0),
        rows: rows.map(({ degree: { field_id, is_favorite, ...card }, fit }) => {
          const found = field_id ? (figures.get(field_id) ?? null) : null;
          return {
            degree: card,
            score: fit.score,
            reason: matchReason(fit.points, profile.top),
            figures: found,
            figures_missing_reason: found ? null : field_id ? MATCHES_MESSAGES.noFigures : MATCHES_MESSAGES.noField,
            is_favorite: !!is_favorite,
          };
        }),
      };
    },
  };
}
