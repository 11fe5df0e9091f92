/**
 * The shape of a demo campus, the invented universities (no real trademarks) that have more than
 * one campus, and the builder the campus lists use.
 */
import type { CityName } from './reference-data.ts';
import type { SCIENCE_DEGREES } from './degree-templates-science.ts';
import type { SOCIETY_DEGREES } from './degree-templates-society.ts';

export type DegreeName = keyof typeof SCIENCE_DEGREES | keyof typeof SOCIETY_DEGREES;

export interface CampusSeed {
  name: string;
  city: CityName;
  descripcion: string;
  /** A campus video URL, or null. Demo campuses have none: no video id here could be checked. */
  video: string | null;
  degrees: DegreeName[];
}

export const UMC = 'Universidad Metropolitana del Centro';
export const ITA = 'Instituto Tecnológico del Altiplano';
export const UAPN = 'Universidad Autónoma del Pacífico Norte';
export const URCA = 'Universidad Regiomontana de Ciencias y Artes';
export const UOJ = 'Universidad Occidental de Jalisco';
export const ICTM = 'Instituto Culinario y Turístico Mesoamericano';

export const campus = (name: string, city: CityName, descripcion: string, degrees: DegreeName[]): CampusSeed => ({
  name,
  city,
  descripcion,
  video: null,
  degrees,
});
