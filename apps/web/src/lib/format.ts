const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const calendarDate = new Intl.DateTimeFormat('es-MX', { ...options, timeZone: 'UTC' });
const localDate = new Intl.DateTimeFormat('es-MX', options);

/** '2026-03-12' (a calendar day) or an ISO timestamp (the user's day) -> '12 de marzo de 2026'. */
export function formatLongDate(value: string): string {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (dayOnly ? calendarDate : localDate).format(date);
}
