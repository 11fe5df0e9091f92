import { describe, expect, it } from 'vitest';
import {
  formatMeetingTime,
  meetingBookedMail,
  meetingCancelledByStudentMail,
  meetingMovedMail,
  meetingReminderMail,
  meetingSlotCancelledMail,
  timeZoneWords,
} from './meetings.ts';

// 18:00 UTC on Thursday 3 December 2026: 10:00 in Tijuana (UTC-8), 13:00 in Cancún (UTC-5).
const startsAt = new Date('2026-12-03T18:00:00Z');
const base = {
  firstName: 'Ana',
  degreeName: 'Ingeniería en Software',
  campusName: 'Campus Norte',
  startsAt,
  minutes: 30,
  timeZone: 'America/Tijuana',
};

describe('formatMeetingTime', () => {
  it('writes the date and time as the reader’s zone shows them', () => {
    expect(formatMeetingTime(startsAt, 'America/Tijuana')).toBe(
      'jueves 3 de diciembre de 2026, 10:00 (hora de Tijuana)',
    );
    expect(formatMeetingTime(startsAt, 'America/Cancun')).toBe('jueves 3 de diciembre de 2026, 13:00 (hora de Cancún)');
    expect(formatMeetingTime(startsAt, 'America/Mexico_City')).toBe(
      'jueves 3 de diciembre de 2026, 12:00 (hora del centro)',
    );
  });

  it('keeps the day of the zone across midnight UTC, and daylight saving time where the zone has it', () => {
    // 02:30 UTC on Friday is still Thursday evening in Tijuana.
    expect(formatMeetingTime(new Date('2026-12-04T02:30:00Z'), 'America/Tijuana')).toBe(
      'jueves 3 de diciembre de 2026, 18:30 (hora de Tijuana)',
    );
    // July: Tijuana is on UTC-7, Hermosillo stays on UTC-7, central Mexico on UTC-6.
    const july = new Date('2026-07-02T16:05:00Z');
    expect(formatMeetingTime(july, 'America/Tijuana')).toBe('jueves 2 de julio de 2026, 9:05 (hora de Tijuana)');
    expect(formatMeetingTime(july, 'America/Hermosillo')).toBe('jueves 2 de julio de 2026, 9:05 (hora de Hermosillo)');
    expect(formatMeetingTime(july, 'America/Mexico_City')).toBe('jueves 2 de julio de 2026, 10:05 (hora del centro)');
  });

  it('names a zone outside Mexico’s list in words, not by its identifier', () => {
    expect(timeZoneWords('Europe/Madrid')).not.toBe('Europe/Madrid');
    expect(timeZoneWords('America/Cancun')).toBe('hora de Cancún');
  });
});

describe('meeting e-mails', () => {
  it('tells each reader the time in their own zone, the degree and the campus', () => {
    const toStudent = meetingBookedMail({ ...base, to: 'student', url: 'https://tocalapuerta.mx/' });
    const toRepresentative = meetingBookedMail({
      ...base,
      to: 'representative',
      firstName: 'Luis',
      timeZone: 'America/Cancun',
      studentName: 'Ana Pérez',
      schoolName: 'Prepa 5',
    });
    expect(toStudent.text).toContain('jueves 3 de diciembre de 2026, 10:00 (hora de Tijuana)');
    expect(toStudent.text).toContain('Ingeniería en Software en Campus Norte');
    expect(toStudent.text).toContain('Qué sigue');
    expect(toStudent.html).toContain('href="https://tocalapuerta.mx/"');
    expect(toRepresentative.text).toContain('jueves 3 de diciembre de 2026, 13:00 (hora de Cancún)');
    expect(toRepresentative.text).toContain('Ana Pérez, de Prepa 5, reservó una reunión');
    expect(toRepresentative.text).toContain('Ingeniería en Software en Campus Norte');
  });

  it('escapes names in the html, and keeps them as they are in the text', () => {
    const evil = '<b>Ana</b> & "Co"';
    const mails = [
      meetingBookedMail({ ...base, to: 'representative', studentName: evil, degreeName: '<i>Derecho</i>' }),
      meetingMovedMail({ ...base, to: 'representative', studentName: evil, previousStartsAt: startsAt }),
      meetingCancelledByStudentMail({ ...base, to: 'representative', studentName: evil }),
      meetingReminderMail({ ...base, to: 'representative', studentName: evil, hoursBefore: 1, videoUrl: null }),
      meetingSlotCancelledMail({ ...base, firstName: evil }),
    ];
    for (const mail of mails) {
      expect(mail.html).not.toContain('<b>Ana</b>');
      expect(mail.html).toContain('&lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Co&quot;');
      expect(mail.text).toContain(evil);
    }
    expect(mails[0]!.html).not.toContain('<i>Derecho</i>');
  });

  it('puts the video link in the reminders, an hour and a day before', () => {
    const url = 'https://meet.example.com/abc?x=1&y=2';
    const hour = meetingReminderMail({ ...base, to: 'student', hoursBefore: 1, videoUrl: url });
    const day = meetingReminderMail({
      ...base,
      to: 'representative',
      studentName: 'Ana Pérez',
      hoursBefore: 24,
      videoUrl: url,
    });
    expect(hour.subject).toContain('en una hora');
    expect(day.subject).toContain('mañana');
    for (const mail of [hour, day]) {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain('href="https://meet.example.com/abc?x=1&amp;y=2"');
      expect(mail.text).toContain('10:00 (hora de Tijuana)');
    }
  });

  it('says the old and the new time of a move, and what comes next after a cancellation', () => {
    const moved = meetingMovedMail({ ...base, to: 'student', previousStartsAt: new Date('2026-12-01T18:00:00Z') });
    expect(moved.text).toContain('Nuevo horario: jueves 3 de diciembre de 2026, 10:00 (hora de Tijuana)');
    expect(moved.text).toContain('Horario anterior: martes 1 de diciembre de 2026, 10:00 (hora de Tijuana)');
    expect(meetingCancelledByStudentMail({ ...base, to: 'student' }).text).toContain('tu solicitud sigue en pie');
    expect(meetingSlotCancelledMail(base).text).toContain('Campus Norte canceló el horario de tu reunión');
  });
});
