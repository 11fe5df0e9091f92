import { screen } from '@testing-library/react';
import { REWARD_MESSAGES } from '@tlp/shared/reward';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { RewardProgress } from './reward-progress.tsx';

describe('RewardProgress', () => {
  it('invites to start at 0 %', () => {
    renderWithProviders(<RewardProgress input={{ notebooks: 10, registers: 0, meetings: 0 }} />);
    expect(screen.getByText(REWARD_MESSAGES.none)).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progreso hacia la recompensa' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    expect(screen.getByText('Faltan 8 registros para completar este objetivo')).toBeTruthy();
    expect(screen.getByText('Faltan 4 reuniones para completar este objetivo')).toBeTruthy();
  });

  it('encourages between 0 and 80 %', () => {
    // goal = ceil(8 + 4) = 12; 6/12 = 50 %
    renderWithProviders(<RewardProgress input={{ notebooks: 10, registers: 5, meetings: 1 }} />);
    expect(screen.getByText(REWARD_MESSAGES.going)).toBeTruthy();
    // 5 of 8 is 62.5 %: the whole percent reached.
    expect(screen.getByRole('meter', { name: 'Registros: 5 de 8 (62 %)' })).toBeTruthy();
    expect(screen.getByText('Faltan 3 registros para completar este objetivo')).toBeTruthy();
  });

  it('says it is close from 80 %', () => {
    renderWithProviders(<RewardProgress input={{ notebooks: 10, registers: 8, meetings: 2 }} />);
    expect(screen.getByText(REWARD_MESSAGES.close)).toBeTruthy();
    expect(screen.getAllByText(REWARD_MESSAGES.goalDone)).toHaveLength(1);
    expect(screen.getByText('Faltan 2 reuniones para completar este objetivo')).toBeTruthy();
  });

  it('congratulates at 100 % with the bar capped', () => {
    renderWithProviders(<RewardProgress input={{ notebooks: 10, registers: 12, meetings: 6 }} />);
    expect(screen.getByText(/Felicidades/)).toBeTruthy();
    expect(screen.getByText(REWARD_MESSAGES.doneAlert)).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progreso hacia la recompensa' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(screen.getAllByText(REWARD_MESSAGES.goalDone)).toHaveLength(2);
    expect(screen.getByRole('meter', { name: 'Reuniones: 6 de 4 (100 %)' })).toBeTruthy();
  });

  it('shows the bar and the dials by one rule: some progress is never 0 %', () => {
    // 200 notebooks and 1 register: 0.4 % of the goal, 0.6 % of the registers' dial.
    renderWithProviders(<RewardProgress input={{ notebooks: 200, registers: 1, meetings: 0 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Progreso hacia la recompensa' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.parentElement!.textContent).toBe('1 %');
    expect(screen.getByRole('meter', { name: 'Registros: 1 de 160 (1 %)' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Reuniones: 0 de 80 (0 %)' })).toBeTruthy();
  });
});
