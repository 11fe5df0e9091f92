import { LIMITS } from '@tlp/shared/limits';

/** The counselor signup address of a link: {origin}/signup/{uuid} (spec §9). */
export function shareLinkUrl(uuid: string, origin = window.location.origin): string {
  return `${origin}/signup/${uuid}`;
}

/** The share link as shown: at most 42 characters, the cut marked with '…'. */
export function truncateShareLink(text: string, max: number = LIMITS.shareLinkChars): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** 'YYYY-MM-DD' of today in the user's calendar. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether the link's expiry moment has passed. */
export function isExpired(expiresAt: string | null, now = new Date()): boolean {
  if (!expiresAt) return false;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(expiresAt) ? `${expiresAt}T23:59:59.999-06:00` : expiresAt);
  return !Number.isNaN(date.getTime()) && date.getTime() < now.getTime();
}

/** Copies text; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
