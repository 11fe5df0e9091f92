import { GROUP_MESSAGES, hasControlChars, ID_MAX } from '@tlp/shared';
import { validationError } from '../../lib/errors.ts';

/**
 * Where a page of a member list ends: the last student's name and id, the sort key of the list
 * (first name, last name, id). The next page starts right after it, so students added or removed
 * meanwhile neither repeat nor get skipped. Sent as base64url JSON, opaque to the client.
 */
export interface MemberCursor {
  firstName: string;
  lastName: string;
  id: number;
}

const NAME_MAX = 200;

export function encodeCursor({ firstName, lastName, id }: MemberCursor): string {
  return Buffer.from(JSON.stringify([firstName, lastName, id])).toString('base64url');
}

const isName = (v: unknown): v is string => typeof v === 'string' && v.length <= NAME_MAX && !hasControlChars(v);

/** The cursor of `after`; a 400 (ValidationError on `after`) when it is not one this API wrote. */
export function decodeCursor(after: string): MemberCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  if (
    Array.isArray(value) &&
    value.length === 3 &&
    isName(value[0]) &&
    isName(value[1]) &&
    Number.isInteger(value[2]) &&
    value[2] >= 1 &&
    value[2] <= ID_MAX
  ) {
    return { firstName: value[0], lastName: value[1], id: value[2] as number };
  }
  throw validationError([{ path: 'after', message: GROUP_MESSAGES.invalidCursor }]);
}
