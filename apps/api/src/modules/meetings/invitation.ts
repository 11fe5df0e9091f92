// The calendar event of a meeting (RFC 5545), attached to its e-mails. One event per meeting: the
// same UID from the booking to the cancellation, a higher SEQUENCE on every change, and the times in
// the slot's own time zone (TZID) with the VTIMEZONE that defines it, so a calendar shows the hour
// the campus chose wherever the reader is.

import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

const UID_DOMAIN = 'tocalapuerta.mx';
const PRODUCT = { company: 'Toca la Puerta', product: 'Reuniones', language: 'ES' };

export interface InvitationPerson {
  name: string;
  email: string;
}

export interface MeetingInvitation {
  meetingId: number;
  /** The meeting's `ics_sequence`: raised on every move and cancellation. */
  sequence: number;
  /** REQUEST books or moves the event; CANCEL removes it from the calendars. */
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  minutes: number;
  /** The slot's IANA time zone (America/Tijuana). */
  timeZone: string;
  summary: string;
  description: string;
  videoUrl: string | null;
  organizer: InvitationPerson;
  attendees: InvitationPerson[];
}

/** The event's UID: the same for a meeting's whole life, so each update replaces the last. */
export const meetingEventUid = (meetingId: number) => `meeting-${meetingId}@${UID_DOMAIN}`;

let knownZones: Set<string> | undefined;

/** The VTIMEZONE of a zone, from the bundled tz data (no network). Throws on an unknown zone. */
function vtimezone(timeZone: string): string {
  knownZones ??= new Set(tzlib_get_timezones() as string[]);
  const block = knownZones.has(timeZone) ? tzlib_get_ical_block(timeZone) : undefined;
  if (!Array.isArray(block) || !block[0]) throw new Error(`Unknown time zone: ${timeZone}`);
  return block[0];
}

/** An instant that ical-generator writes as the wall-clock time of the event's zone. */
const instant = (date: Date) => Temporal.Instant.fromEpochMilliseconds(date.getTime());

/** The .ics text of a meeting's invitation (REQUEST) or its cancellation (CANCEL). */
export function meetingInvitation(input: MeetingInvitation): string {
  const { startsAt, minutes, timeZone, videoUrl } = input;
  if (Number.isNaN(startsAt.getTime())) throw new Error('startsAt is not a valid date');
  vtimezone(timeZone);
  const cancel = input.method === 'CANCEL';

  // The calendar names no zone of its own (DTSTAMP stays in UTC); the generator writes the
  // VTIMEZONE of every zone its events use.
  const calendar = ical({
    prodId: PRODUCT,
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: null, generator: vtimezone },
  });
  calendar.createEvent({
    id: meetingEventUid(input.meetingId),
    sequence: input.sequence,
    start: instant(startsAt),
    end: instant(new Date(startsAt.getTime() + minutes * 60_000)),
    timezone: timeZone,
    summary: input.summary,
    description: videoUrl ? `${input.description}\n\nEnlace de la videollamada: ${videoUrl}` : input.description,
    location: videoUrl,
    url: videoUrl,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: input.attendees.map((person) => ({
      name: person.name,
      email: person.email,
      role: ICalAttendeeRole.REQ,
      ...(cancel ? {} : { status: ICalAttendeeStatus.NEEDSACTION }),
    })),
  });
  return calendar.toString();
}
