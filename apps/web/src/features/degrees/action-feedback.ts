import { ERRORS, type ErrorCode } from '@tlp/shared/errors';
import { isApiRequestError } from '@/lib/api-client.ts';
import { apiErrorMessage } from '@/lib/api-error.ts';
import type { Result as Feedback } from '@/components/ui/result-snackbar.tsx';
import { DEGREE_RESULT_TEXT } from './messages.ts';

export type { Feedback };

/** Conflicts that mean "already done": said as information, not as a failure. */
const ALREADY_DONE = new Set<string>(['DuplicatedFavorite', 'DuplicatedResource']);
/** Conflicts the server explains in its own words (decisions.md). */
const EXPLAINED = new Set<string>(['FavoriteLimitReached', 'MeetingLimitReached', 'FavoriteRequired']);

function isKnownCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}

/** What to tell the student when adding a favourite or scheduling a meeting failed. */
export function feedbackForError(error: unknown): Feedback {
  if (isApiRequestError(error) && error.status === 409 && error.errorCode && isKnownCode(error.errorCode)) {
    const code = error.errorCode;
    if (ALREADY_DONE.has(code)) return { severity: 'info', message: ERRORS[code].message };
    if (EXPLAINED.has(code)) return { severity: 'warning', message: apiErrorMessage(error, ERRORS[code].message) };
  }
  return { severity: 'error', message: DEGREE_RESULT_TEXT.failed };
}

/** A conflict shows that the page's idea of the degree's preferences is out of date. */
export function isConflict(error: unknown): boolean {
  return isApiRequestError(error) && error.status === 409;
}
