import type { UserType } from '@tlp/shared';
/** What an access token is checked against on every request (users.repository findSession). */
export interface SessionRow {
  id: number;
  type: UserType;
  sessionVersion: number;
  highschoolId: number | null;
  /** A representative's campus. */
  campusId: number | null;
  /** The version of the privacy notice the user accepted (null: none recorded). */
  privacyVersion: string | null;
}

export interface SessionCache {
  /** The user's row, from memory when the cache is live, from `load` (the database) otherwise. */
  get(id: number, load: (id: number) => Promise<SessionRow | undefined>): Promise<SessionRow | undefined>;
  /** The user's row changed or is gone ('*': every user). */
  forget(id: number | '*'): void;
  /** Changes are being heard: the cache may serve (starts empty). */
  resume(): void;
  /** Changes may go unheard: every request reads the database again. */
  suspend(): void;
  readonly live: boolean;
}

const MAX_ENTRIES = 50_000;
/** An upper bound on how long a row is served from memory, should a notification ever be lost. */
const TTL_MS = 60_000;

/**
 * A process's memory of session rows, so a signed-in request makes one trip to the database (its
 * data) instead of two. It serves only while the process hears every change (resume/suspend, from
 * the LISTEN connection): a trigger on users notifies each change of type, session version,
 * school or accepted privacy notice and each deletion (migrations 0008, 0018), and each process forgets that user at once. So ending
 * a user's sessions or deleting them still takes effect on their next request, on every process.
 *
 * A read that started before a change and ends after it must not store what it read: every forget
 * moves the epoch, and a read stores its row only if the epoch did not move meanwhile.
 */
export function createSessionCache(now: () => number = Date.now): SessionCache {
  const rows = new Map<number, { row: SessionRow; until: number }>();
  let epoch = 0;
  let live = false;

  const reset = (serve: boolean) => {
    epoch++;
    rows.clear();
    live = serve;
  };

  return {
    async get(id, load) {
      if (!live) return load(id);
      const hit = rows.get(id);
      if (hit && hit.until > now()) return hit.row;
      const started = epoch;
      const row = await load(id);
      if (row && live && epoch === started) {
        if (rows.size >= MAX_ENTRIES) rows.delete(rows.keys().next().value!);
        rows.set(id, { row, until: now() + TTL_MS });
      }
      return row;
    },
    forget(id) {
      epoch++;
      if (id === '*') rows.clear();
      else rows.delete(id);
    },
    resume: () => reset(true),
    suspend: () => reset(false),
    get live() {
      return live;
    },
  };
}

/** The payload of a user_sessions notification: a user's id, or '*' for every user. */
export function parseSessionNotice(payload: string): number | '*' | null {
  if (payload === '*') return '*';
  const id = Number(payload);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
