import { describe, expect, it } from 'vitest';
import { dayInZone, formatInZone, zonedWallTimeToIso } from './zoned-time.ts';

describe('zoned time', () => {
  it('reads a wall time in the campus zone as the instant the API stores', () => {
    expect(zonedWallTimeToIso('2026-03-12', '10:30', 'America/Mexico_City')).toBe('2026-03-12T16:30:00.000Z');
    expect(zonedWallTimeToIso('2026-03-12', '10:30', 'America/Cancun')).toBe('2026-03-12T15:30:00.000Z');
    // Tijuana keeps summer time: UTC-7 in July.
    expect(zonedWallTimeToIso('2026-07-01', '09:00', 'America/Tijuana')).toBe('2026-07-01T16:00:00.000Z');
  });

  it('refuses what is not a day and an hour', () => {
    expect(zonedWallTimeToIso('2026-02-30', '10:00', 'America/Mexico_City')).toBeNull();
    expect(zonedWallTimeToIso('', '10:00', 'America/Mexico_City')).toBeNull();
    expect(zonedWallTimeToIso('2026-02-03', '25:00', 'America/Mexico_City')).toBeNull();
  });

  it('shows the hour of the zone, whatever the browser’s', () => {
    const shown = formatInZone('2026-03-12T16:30:00Z', 'America/Mexico_City');
    expect(shown).toMatch(/jueves/);
    expect(shown).toMatch(/12 de marzo de 2026/);
    expect(shown).toMatch(/10:30/);
    expect(shown).toMatch(/\(hora del centro\)$/);
    expect(formatInZone('2026-03-12T16:30:00Z', 'Europe/Madrid')).toMatch(/05:30 p\.\s?m\..*(CET|GMT\+1)/);
    expect(dayInZone(new Date('2026-03-13T03:00:00Z'), 'America/Mexico_City')).toBe('2026-03-12');
  });
});
