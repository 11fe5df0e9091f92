import { apiError } from '@tlp/shared';

/** Response schemas for the error statuses a route can answer (all share the one error shape). */
export function errorResponses(...statuses: number[]): Record<number, typeof apiError> {
  return Object.fromEntries(statuses.map((s) => [s, apiError]));
}
