import { INTEREST_ITEMS, type InterestAnswer, type RiasecLetter } from '@tlp/shared';

/** Every statement of the interest test answered: `values[letter]` are its six answers, in the order asked. */
export function interestAnswers(values: Record<RiasecLetter, number[]>): InterestAnswer[] {
  const next = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  return INTEREST_ITEMS.map((item) => ({ item: item.id, value: values[item.scale][next[item.scale]++]! }));
}
