import ical, { type CalendarResponse, type VEvent, type VTimeZone } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { meetingEventUid, meetingInvitation, type MeetingInvitation } from './invitation.ts';

const base: MeetingInvitation = {
  meetingId: 42,
  sequence: 0,
  method: 'REQUEST',
  // 10:00 in Tijuana in December (PST, UTC-8).
  startsAt: new Date('2026-12-03T18:00:00Z'),
  minutes: 30,
  timeZone: 'America/Tijuana',
  summary: 'Reunión: Ingeniería en Software; Campus Norte',
  description: 'Reunión con Ana Pérez sobre la carrera.',
  videoUrl: 'https://meet.example.com/abc-defg',
  organizer: { name: 'Toca la Puerta', email: 'reuniones@tocalapuerta.mx' },
  attendees: [
    { name: 'Ana Pérez', email: 'ana@correo.mx' },
    { name: 'Luis Gómez', email: 'luis@universidad.mx' },
  ],
};

function parse(ics: string) {
  const parsed: CalendarResponse = ical.sync.parseICS(ics);
  const components = Object.values(parsed);
  const events = components.filter((c): c is VEvent => c?.type === 'VEVENT');
  const zones = components.filter((c): c is VTimeZone => c?.type === 'VTIMEZONE');
  expect(events).toHaveLength(1);
  return { calendar: parsed.vcalendar, event: events[0]!, zones };
}

/** The event's DTSTART line, unfolded (the VTIMEZONE has DTSTART lines of its own, before it). */
const dtstart = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .split('BEGIN:VEVENT')[1]
    ?.match(/^DTSTART[^\r\n]*/m)?.[0];

describe('meetingInvitation', () => {
  it('writes the start and end in the slot’s zone, at the right instants (Tijuana, winter and summer)', () => {
    const winter = meetingInvitation(base);
    const { event, zones } = parse(winter);
    expect(event.start.toISOString()).toBe('2026-12-03T18:00:00.000Z');
    expect(event.end!.toISOString()).toBe('2026-12-03T18:30:00.000Z');
    expect(event.start.tz).toBe('America/Tijuana');
    expect(dtstart(winter)).toBe('DTSTART;TZID=America/Tijuana:20261203T100000');
    expect(zones.map((z) => z.tzid)).toEqual(['America/Tijuana']);

    // 10:00 in July is PDT (UTC-7): the VTIMEZONE carries the daylight rule.
    const summer = meetingInvitation({ ...base, startsAt: new Date('2026-07-02T17:00:00Z'), minutes: 45 });
    const parsedSummer = parse(summer);
    expect(parsedSummer.event.start.toISOString()).toBe('2026-07-02T17:00:00.000Z');
    expect(parsedSummer.event.end!.toISOString()).toBe('2026-07-02T17:45:00.000Z');
    expect(dtstart(summer)).toBe('DTSTART;TZID=America/Tijuana:20260702T100000');
    expect(summer).toMatch(/BEGIN:DAYLIGHT\r\n(?:[^\r\n]*\r\n)*?TZOFFSETTO:-0700/);
  });

  it('writes Cancún’s fixed offset (UTC-5), whatever the server’s zone', () => {
    const ics = meetingInvitation({ ...base, timeZone: 'America/Cancun', startsAt: new Date('2026-12-03T15:00:00Z') });
    const { event, zones } = parse(ics);
    expect(event.start.toISOString()).toBe('2026-12-03T15:00:00.000Z');
    expect(event.end!.toISOString()).toBe('2026-12-03T15:30:00.000Z');
    expect(event.start.tz).toBe('America/Cancun');
    expect(dtstart(ics)).toBe('DTSTART;TZID=America/Cancun:20261203T100000');
    expect(zones.map((z) => z.tzid)).toEqual(['America/Cancun']);
    expect(ics).toContain('TZOFFSETTO:-0500');
    expect(ics).not.toContain('BEGIN:DAYLIGHT');
  });

  it('keeps one UID across updates, with the given SEQUENCE, and METHOD REQUEST or CANCEL', () => {
    const booked = parse(meetingInvitation(base));
    const moved = parse(
      meetingInvitation({
        ...base,
        sequence: 1,
        startsAt: new Date('2026-12-04T18:00:00Z'),
        timeZone: 'America/Tijuana',
      }),
    );
    const cancelled = parse(meetingInvitation({ ...base, sequence: 2, method: 'CANCEL' }));

    expect(booked.event.uid).toBe('meeting-42@tocalapuerta.mx');
    expect(meetingEventUid(42)).toBe('meeting-42@tocalapuerta.mx');
    expect(moved.event.uid).toBe(booked.event.uid);
    expect(cancelled.event.uid).toBe(booked.event.uid);

    expect(booked.event.sequence).toBe(0);
    expect(moved.event.sequence).toBe(1);
    expect(cancelled.event.sequence).toBe(2);

    expect(booked.calendar?.method).toBe('REQUEST');
    expect(moved.calendar?.method).toBe('REQUEST');
    expect(booked.event.status).toBe('CONFIRMED');
    expect(cancelled.calendar?.method).toBe('CANCEL');
    expect(cancelled.event.status).toBe('CANCELLED');
  });

  it('names the organizer, the attendees and the video link', () => {
    const { event } = parse(meetingInvitation(base));
    const attendees = [event.attendee ?? []].flat().map((a) => (typeof a === 'string' ? a : a.val));
    expect(attendees.map((a) => a.toLowerCase())).toEqual(['mailto:ana@correo.mx', 'mailto:luis@universidad.mx']);
    const organizer = typeof event.organizer === 'string' ? event.organizer : event.organizer?.val;
    expect(organizer).toBe('mailto:reuniones@tocalapuerta.mx');
    const description = typeof event.description === 'string' ? event.description : event.description?.val;
    expect(description).toContain('https://meet.example.com/abc-defg');
    expect(event.summary).toBe('Reunión: Ingeniería en Software; Campus Norte');
  });

  it('refuses an unknown time zone', () => {
    expect(() => meetingInvitation({ ...base, timeZone: 'America/Atlantida' })).toThrow();
  });
});
