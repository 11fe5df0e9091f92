/** The answers given so far: statement id → 1..5. */
export type Answers = Readonly<Record<number, number>>;

interface SavedProgress {
  version: string;
  answers: Answers;
}

const keyOf = (userId: number) => `tlp:test-intereses:${userId}`;

const isAnswer = (value: unknown): value is number =>
  Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 5;

/**
 * The test's answers while the student takes it, kept in this browser per user id (another
 * person signing in on it has their own), so leaving halfway and coming back resumes it. Answers
 * of another version of the test are dropped: its statements are not the same.
 */
export const testProgress = {
  read(userId: number, version: string): Answers {
    try {
      const saved = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null') as Partial<SavedProgress> | null;
      if (!saved || saved.version !== version || typeof saved.answers !== 'object' || !saved.answers) return {};
      return Object.fromEntries(Object.entries(saved.answers).filter(([, value]) => isAnswer(value)));
    } catch {
      // A broken or unreadable entry reads as no progress.
      return {};
    }
  },
  save(userId: number, version: string, answers: Answers) {
    try {
      localStorage.setItem(keyOf(userId), JSON.stringify({ version, answers } satisfies SavedProgress));
    } catch {
      // Private mode or a full storage: the test still works, it just won't resume.
    }
  },
  clear(userId: number) {
    try {
      localStorage.removeItem(keyOf(userId));
    } catch {
      // Nothing to forget.
    }
  },
};

/** Where to resume: the first statement without an answer (the last one when all have one). */
export function resumeIndex(itemIds: readonly number[], answers: Answers): number {
  const index = itemIds.findIndex((id) => answers[id] === undefined);
  return index === -1 ? Math.max(0, itemIds.length - 1) : index;
}

/** How many of the statements have an answer. */
export const answeredCount = (itemIds: readonly number[], answers: Answers) =>
  itemIds.filter((id) => answers[id] !== undefined).length;
