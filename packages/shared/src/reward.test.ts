import { describe, expect, it } from 'vitest';
import { REWARD_MESSAGES, rewardProgress, shownPercent } from './reward.ts';

describe('rewardProgress', () => {
  it('gives 0 % for zero notebooks', () => {
    const p = rewardProgress({ notebooks: 0, registers: 5, meetings: 2 });
    expect(p.percent).toBe(0);
    expect(p.message).toBe('Cumple con los objetivos para ganar una recompensa');
  });

  it('uses 100 × (registers + meetings) / ceil(0.8n + 0.4n), capped at 100 for the bar', () => {
    // 10 notebooks: goal ceil(8 + 4) = 12
    expect(rewardProgress({ notebooks: 10, registers: 3, meetings: 3 }).percent).toBe(50);
    // 7 notebooks: ceil(5.6 + 2.8) = ceil(8.4) = 9
    expect(rewardProgress({ notebooks: 7, registers: 9, meetings: 0 }).percent).toBe(100);
    const over = rewardProgress({ notebooks: 10, registers: 20, meetings: 4 });
    expect(over.percent).toBe(200);
    expect(over.bar).toBe(100);
  });

  it('picks the message by range', () => {
    expect(rewardProgress({ notebooks: 10, registers: 0, meetings: 0 }).message).toBe(REWARD_MESSAGES.none);
    expect(rewardProgress({ notebooks: 10, registers: 1, meetings: 0 }).message).toBe(
      '¡Sigue así para ganar tu recompensa!',
    );
    expect(rewardProgress({ notebooks: 10, registers: 9, meetings: 0 }).message).toBe(
      '¡Sigue así para ganar tu recompensa!',
    );
    // 10 of 12 is 83 %
    expect(rewardProgress({ notebooks: 10, registers: 10, meetings: 0 }).message).toBe(REWARD_MESSAGES.close);
    expect(rewardProgress({ notebooks: 10, registers: 11, meetings: 0 }).message).toBe(
      '¡Te falta muy poco para alcanzar tu recompensa!',
    );
    const done = rewardProgress({ notebooks: 10, registers: 8, meetings: 4 });
    expect(done.complete).toBe(true);
    expect(done.message).toContain('Felicidades');
  });

  it('computes the two dials: registers 80 % and meetings 40 % of notebooks, rounded up', () => {
    const p = rewardProgress({ notebooks: 7, registers: 6, meetings: 1 });
    expect(p.registers).toMatchObject({ target: 6, done: 6, remaining: 0, complete: true });
    expect(p.meetings).toMatchObject({ target: 3, done: 1, remaining: 2, complete: false });
  });

  it('shows every percentage by one rule, so the bar never reads 0 % while a dial shows progress', () => {
    // 200 notebooks, 1 register: 1 of 240 (0.4 %) on the bar, 1 of 160 (0.6 %) on the dial.
    const p = rewardProgress({ notebooks: 200, registers: 1, meetings: 0 });
    expect(shownPercent(p.bar)).toBe(1);
    expect(shownPercent(p.registers.percent)).toBe(1);
    expect(shownPercent(p.meetings.percent)).toBe(0);
    // Whole percents reached: 99.6 is not yet 100, 79.9 not yet the 80 of the 'close' message.
    expect([0, 0.01, 62.5, 79.9, 80, 99.6, 100, 250].map(shownPercent)).toEqual([0, 1, 62, 79, 80, 99, 100, 100]);
  });
});
