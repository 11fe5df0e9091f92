import {
  INTEREST_ITEMS,
  INTEREST_TEST_VERSION,
  scoreAnswers,
  topLetters,
  type InterestAnswer,
  type InterestProfiles,
} from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import { profileOf } from './interest-test.queries.ts';
import { interestTestRepository } from './interest-test.repository.ts';

/**
 * The interest test: its statements for anyone, and each student's results. A result is scored
 * here from the answers (which are not kept) and added to the student's history.
 */
export function interestTestService({ work }: ServiceContext) {
  return {
    test: () => ({ items: [...INTEREST_ITEMS], version: INTEREST_TEST_VERSION }),

    /** Scores a complete set of answers (interestAnswersBody checked it) and keeps the result. */
    async take(userId: number, answers: readonly InterestAnswer[]) {
      const scores = scoreAnswers(answers);
      const top = topLetters(scores);
      const row = await work.run(({ db }) =>
        interestTestRepository(db).add(userId, INTEREST_TEST_VERSION, scores, top),
      );
      return profileOf(row);
    },

    async profiles(userId: number): Promise<InterestProfiles> {
      const history = (await interestTestRepository(work.db).history(userId)).map(profileOf);
      return { latest: history[0] ?? null, history };
    },
  };
}
