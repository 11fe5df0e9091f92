import { describe, expect, it } from 'vitest';
import {
  AREA_RIASEC,
  INTEREST_ITEMS,
  interestAnswersBody,
  isRiasecCode,
  profileSummary,
  RIASEC_LETTERS,
  riasecCode,
  scoreAnswers,
  topLetters,
  type RiasecLetter,
} from './interest-test.ts';
import { areaFit, byFit, matchReason } from './matches.ts';

/** Every statement answered: `values[letter]` are its six answers, in the order asked. */
function answersOf(values: Record<RiasecLetter, number[]>) {
  const next = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  return INTEREST_ITEMS.map((item) => ({ item: item.id, value: values[item.scale][next[item.scale]++]! }));
}

describe('the statements', () => {
  it('are 36, six per letter, asked one of each letter in turn, each written once', () => {
    expect(INTEREST_ITEMS).toHaveLength(36);
    expect(INTEREST_ITEMS.map((i) => i.id)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    for (const letter of RIASEC_LETTERS) expect(INTEREST_ITEMS.filter((i) => i.scale === letter)).toHaveLength(6);
    expect(
      INTEREST_ITEMS.slice(0, 12)
        .map((i) => i.scale)
        .join(''),
    ).toBe('RIASECRIASEC');
    expect(new Set(INTEREST_ITEMS.map((i) => i.text)).size).toBe(36);
    for (const item of INTEREST_ITEMS) expect(item.text.length, item.text).toBeLessThanOrEqual(70);
  });
});

describe('scoreAnswers', () => {
  it("maps each letter's mean from 1..5 to 0..100, rounded", () => {
    const scores = scoreAnswers(
      answersOf({
        R: [1, 1, 1, 1, 1, 1], // mean 1 → 0
        I: [5, 5, 5, 5, 5, 5], // mean 5 → 100
        A: [3, 3, 3, 3, 3, 3], // mean 3 → 50
        S: [5, 4, 4, 5, 4, 5], // mean 27/6 = 4.5 → 87.5 → 88
        E: [2, 1, 1, 1, 1, 1], // mean 7/6 → 4.17 → 4
        C: [2, 3, 2, 3, 2, 3], // mean 2.5 → 37.5 → 38
      }),
    );
    expect(scores).toEqual({ R: 0, I: 100, A: 50, S: 88, E: 4, C: 38 });
    expect(topLetters(scores)).toEqual(['I', 'S']);
  });

  it('breaks ties in R I A S E C order', () => {
    expect(topLetters({ R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 })).toEqual(['R', 'I']);
    expect(topLetters({ R: 10, I: 20, A: 80, S: 20, E: 80, C: 80 })).toEqual(['A', 'E']);
    expect(topLetters({ R: 10, I: 90, A: 40, S: 40, E: 40, C: 40 })).toEqual(['I', 'A']);
  });

  it('says the profile in plain Spanish with the letter names', () => {
    expect(profileSummary(['I', 'S'])).toBe(
      'Tu perfil es Investigador–Social: te atrae investigar y entender por qué pasan las cosas, y también ayudar, enseñar y trabajar con personas.',
    );
  });
});

describe('the answers body', () => {
  const all = INTEREST_ITEMS.map((i) => ({ item: i.id, value: 3 }));
  const messageOf = (answers: unknown) => {
    const parsed = interestAnswersBody.safeParse({ answers });
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it('takes every statement once, each from 1 to 5', () => {
    expect(messageOf(all)).toBeNull();
  });

  it('refuses a missing, repeated, unknown or out-of-range answer in Spanish', () => {
    expect(messageOf(all.slice(1))).toBe('Responde las 36 afirmaciones, cada una una sola vez');
    expect(messageOf([...all.slice(1), all[1]])).toBe('Respondiste una afirmación más de una vez');
    expect(messageOf([...all.slice(1), { item: 99, value: 3 }])).toBe(
      'Una de las respuestas no corresponde a ninguna afirmación del test',
    );
    expect(messageOf([{ item: 1, value: 6 }, ...all.slice(1)])).toBe('Cada respuesta va de 1 a 5');
    expect(messageOf([{ item: 1, value: 2.5 }, ...all.slice(1)])).toBe('Cada respuesta va de 1 a 5');
  });
});

describe("an area's letters", () => {
  it('are 1 to 3 distinct letters of RIASEC, typed in any case', () => {
    for (const ok of ['I', 'IR', 'ESC']) expect(isRiasecCode(ok), ok).toBe(true);
    for (const bad of ['', 'II', 'IRAS', 'X', 'I R']) expect(isRiasecCode(bad), bad).toBe(false);
    expect(riasecCode.parse(' ir ')).toBe('IR');
    expect(riasecCode.safeParse('iri').success).toBe(false);
  });

  it('of the mapping table are all valid codes', () => {
    for (const [area, code] of Object.entries(AREA_RIASEC)) expect(isRiasecCode(code), area).toBe(true);
  });
});

describe('areaFit and matchReason', () => {
  const scores = { R: 20, I: 90, A: 30, S: 60, E: 10, C: 40 };
  const top = ['I', 'S'] as const;

  it('gives 2 points for the first letter and 1 for the second, and a score that never grows down the ranking', () => {
    expect(areaFit('SIE', scores, top)).toEqual({ points: 3, score: 80, letterMean: 160 / 3 });
    expect(areaFit('IR', scores, top)).toEqual({ points: 2, score: 60, letterMean: 55 });
    expect(areaFit('AES', scores, top)).toEqual({ points: 1, score: 20, letterMean: 100 / 3 });
    expect(areaFit('EC', scores, top)).toEqual({ points: 0, score: 0, letterMean: 25 });
    expect(areaFit(null, scores, top).points).toBe(0);
  });

  it('orders areas by points, then by the mean of their letters', () => {
    const fits = { ICR: areaFit('ICR', scores, top), IR: areaFit('IR', scores, top), ISR: areaFit('ISR', scores, top) };
    const order = Object.entries(fits)
      .sort(([, a], [, b]) => byFit(a, b))
      .map(([code]) => code);
    // ISR has both letters; IR (mean 55) before ICR (mean 50).
    expect(order).toEqual(['ISR', 'IR', 'ICR']);
  });

  it('says why in one line with the letter names', () => {
    expect(matchReason(3, ['I', 'S'])).toBe('Coincide con tu perfil Investigador–Social');
    expect(matchReason(2, ['I', 'S'])).toBe('Coincide con tu interés principal: Investigador');
    expect(matchReason(1, ['I', 'S'])).toBe('Coincide con tu segundo interés: Social');
  });
});
