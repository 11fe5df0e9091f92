import { onFirstUse } from '@tlp/shared/first-use';

/** Day and hour in Mexico City, whatever the browser's clock says. */
const DAY_AND_HOUR = onFirstUse(
  () => new Intl.DateTimeFormat('es-MX', { timeZone: 'America/Mexico_City', dateStyle: 'medium', timeStyle: 'short' }),
);

/** An instant of the API (ISO 8601) as its day and hour in Mexico City: '12 mar 2026, 10:30'. */
export const formatDateTime = (iso: string): string => DAY_AND_HOUR().format(new Date(iso));
