import { describe, expect, it } from 'vitest';
import { SLOT_FORM_DEFAULTS, slotFormSchema } from './slot-form-schema.ts';

const schema = slotFormSchema({ timeZone: 'America/Mexico_City', now: () => new Date('2026-03-01T12:00:00Z') });
const valid = {
  ...SLOT_FORM_DEFAULTS,
  date: '2026-03-12',
  time: '10:30',
  videoUrl: 'https://meet.example.com/abc',
};

describe('slot form', () => {
  it('sends the campus’s wall time as UTC, and weeks only when repeated', () => {
    expect(schema.parse(valid)).toEqual({
      startsAt: '2026-03-12T16:30:00.000Z',
      minutes: 30,
      seats: 5,
      videoUrl: 'https://meet.example.com/abc',
    });
    expect(schema.parse({ ...valid, repeat: true, weeks: '6' })).toMatchObject({ weeks: 6 });
  });

  it('refuses a past time, an http link, 0 minutes and too many seats, in Spanish', () => {
    const messages = (values: object) => schema.safeParse(values).error?.issues.map((i) => i.message);
    expect(messages({ ...valid, date: '2026-02-01' })).toEqual(['Elige una fecha y hora futuras']);
    expect(messages({ ...valid, videoUrl: 'http://meet.example.com' })).toEqual([
      'El enlace de la videollamada debe empezar con https://',
    ]);
    expect(messages({ ...valid, minutes: '0' })).toEqual(['La duración debe ser de 5 a 240 minutos']);
    expect(messages({ ...valid, seats: '51' })).toEqual(['Los lugares deben ser de 1 a 50']);
    expect(messages({ ...valid, repeat: true, weeks: '13' })).toEqual(['Se puede repetir de 1 a 12 semanas']);
  });
});
