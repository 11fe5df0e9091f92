import { dayInMexico, expiryInstant } from '@tlp/shared/mexico-time';
import { LIMITS } from '@tlp/shared/limits';

/** The orienter signup address of a link: {origin}/signup/{uuid}, the page the link opens. */
export function shareLinkUrl(uuid: string, origin = window.location.origin): string {
  return `${origin}/signup/${uuid}`;
}

/** The share link as shown: at most 42 characters, the cut marked with '…'. */
export function truncateShareLink(text: string, max: number = LIMITS.shareLinkChars): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** 'YYYY-MM-DD' of today in Mexico City, the calendar the API checks expiry dates in. */
export function todayIso(now = new Date()): string {
  return dayInMexico(now);
}

/** Whether the link's expiry moment has passed (a date-only expiry lasts its whole day in Mexico). */
export function isExpired(expiresAt: string | null, now = new Date()): boolean {
  if (!expiresAt) return false;
  const end = expiryInstant(expiresAt).getTime();
  return !Number.isNaN(end) && end < now.getTime();
}
