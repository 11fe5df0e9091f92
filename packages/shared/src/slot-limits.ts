// Time zones and the limits of a meeting slot, without zod: the student's home shows them (the
// video link's window) and must not load the schemas of slots.

/**
 * Mexico's time zones as a city carries them (IANA names), with the words a person reads. Times
 * are stored in UTC and shown in the viewer's zone: a slot in its campus city's, a student's
 * booking in their school city's.
 */
export const MEXICO_TIME_ZONES = {
  'America/Tijuana': 'hora de Tijuana',
  'America/Hermosillo': 'hora de Hermosillo',
  'America/Mazatlan': 'hora del Pacífico',
  'America/Chihuahua': 'hora de Chihuahua',
  'America/Mexico_City': 'hora del centro',
  'America/Cancun': 'hora de Cancún',
} as const;
export type MexicoTimeZone = keyof typeof MEXICO_TIME_ZONES;
export const DEFAULT_TIME_ZONE: MexicoTimeZone = 'America/Mexico_City';

/** What a slot may be: how long, how many students, how many weeks a series repeats. */
export const SLOT_LIMITS = {
  minutesMin: 5,
  minutesMax: 240,
  seatsMin: 1,
  seatsMax: 50,
  weeksMax: 12,
  /** How far ahead a slot may start: a season, not a date no calendar holds. */
  daysAheadMax: 365,
  /** A booking is moved or cancelled up to this long before its start. */
  changeHoursBefore: 2,
  /** The video link shows from this long before the start until the end. */
  videoLinkMinutesBefore: 15,
} as const;
