import { describe, expect, it } from 'vitest';
import { REWARD_MESSAGES, rewardProgress } from './reward.ts';

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
});
