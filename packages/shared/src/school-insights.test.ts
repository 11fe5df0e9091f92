import { describe, expect, it } from 'vitest';
import { addDays, forecastGoal, recentRate, seasonOf, weekStartOf, weekStarts } from './school-insights.ts';

describe('calendar of a season', () => {
  it('runs from 1 August to 31 July', () => {
    expect(seasonOf('2025-08-01')).toEqual({ starts_on: '2025-08-01', ends_on: '2026-07-31' });
    expect(seasonOf('2026-07-31')).toEqual({ starts_on: '2025-08-01', ends_on: '2026-07-31' });
    expect(seasonOf('2026-01-15')).toEqual({ starts_on: '2025-08-01', ends_on: '2026-07-31' });
    expect(seasonOf('2025-07-31')).toEqual({ starts_on: '2024-08-01', ends_on: '2025-07-31' });
  });

  it('starts weeks on Monday, across months and leap days', () => {
    expect(weekStartOf('2025-08-01')).toBe('2025-07-28'); // a Friday
    expect(weekStartOf('2025-07-28')).toBe('2025-07-28');
    expect(weekStartOf('2025-08-03')).toBe('2025-07-28'); // Sunday ends the week
    expect(weekStartOf('2024-03-01')).toBe('2024-02-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-30', 7)).toBe('2025-01-06');
  });

  it('lists every Monday between two, both included', () => {
    expect(weekStarts('2025-07-28', '2025-08-18')).toEqual(['2025-07-28', '2025-08-04', '2025-08-11', '2025-08-18']);
    expect(weekStarts('2025-07-28', '2025-07-28')).toEqual(['2025-07-28']);
  });
});

describe('recentRate', () => {
  const weeks = [
    { week_start: '2025-09-01', value: 100 },
    { week_start: '2025-09-08', value: 2 },
    { week_start: '2025-09-15', value: 4 },
    { week_start: '2025-09-22', value: 0 },
    { week_start: '2025-09-29', value: 3 },
    { week_start: '2025-10-06', value: 50 },
  ];

  it('averages the 4 complete weeks before the current one', () => {
    expect(recentRate(weeks, '2025-10-06')).toBe((2 + 4 + 0 + 3) / 4);
  });

  it('counts a missing week as nothing', () => {
    expect(recentRate([{ week_start: '2025-09-29', value: 6 }], '2025-10-06')).toBe(1.5);
    expect(recentRate([], '2025-10-06')).toBe(0);
  });
});

describe('forecastGoal', () => {
  const base = { target: 80, done: 40, ratePerWeek: 10, today: '2026-01-07', seasonEndsOn: '2026-07-31' };

  it('gives the day the goal is met at this pace', () => {
    // 40 to go at 10 a week: 4 weeks, 28 days.
    expect(forecastGoal(base)).toEqual({ rate_per_week: 10, reached: false, reaches_on: '2026-02-04' });
    // 41 to go: 4.1 weeks, 28.7 days, the 29th day.
    expect(forecastGoal({ ...base, done: 39 }).reaches_on).toBe('2026-02-05');
  });

  it('says so when the goal is met, with no day', () => {
    expect(forecastGoal({ ...base, done: 80 })).toEqual({ rate_per_week: 10, reached: true, reaches_on: null });
    expect(forecastGoal({ ...base, done: 95, ratePerWeek: 0 }).reached).toBe(true);
  });

  it('has no day at a pace of zero, without a goal, or after the season ends', () => {
    expect(forecastGoal({ ...base, ratePerWeek: 0 })).toEqual({ rate_per_week: 0, reached: false, reaches_on: null });
    expect(forecastGoal({ ...base, target: 0, done: 0 })).toEqual({
      rate_per_week: 10,
      reached: false,
      reaches_on: null,
    });
    expect(forecastGoal({ ...base, ratePerWeek: 1 }).reaches_on).toBeNull();
    // Exactly the season's last day still counts.
    expect(forecastGoal({ ...base, today: '2026-07-03', done: 76, ratePerWeek: 1 }).reaches_on).toBe('2026-07-31');
  });
});
