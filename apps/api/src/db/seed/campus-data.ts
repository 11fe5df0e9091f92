/**
 * The demo campuses: invented universities (no real trademarks) spread over every city, each
 * with its own description and the degrees it teaches, in the order they are seeded.
 */
import type { CampusSeed } from './campus-seed.ts';
import { METROPOLITAN_CAMPUSES } from './campuses-metropolitan.ts';
import { REGIONAL_CAMPUSES } from './campuses-regional.ts';

export type { DegreeName } from './campus-seed.ts';

export const CAMPUSES: CampusSeed[] = [...METROPOLITAN_CAMPUSES, ...REGIONAL_CAMPUSES];
