import { LIMITS } from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import type { PageRequest } from '../../db/paging.ts';
import { codeError, found } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/request-user.ts';
import { degreesService } from '../degrees/degrees.service.ts';
import { highschoolsService } from '../highschools/highschools.service.ts';
import { mailService, meetingRequestedMail } from '../mail/mail.service.ts';
import { disclosuresService } from '../disclosures/disclosures.service.ts';
import { assertContactSharing } from '../privacy/privacy.service.ts';
import { inboxRepository, type InboxState } from './inbox.repository.ts';
import { meetingsRepository } from './meetings.repository.ts';
import { campusOfRepresentative } from './slots.service.ts';

export function meetingsService(context: ServiceContext) {
  const { work } = context;
  return {
    /**
     * A page of the representative's inbox: the campus's requests that may be shared. Those that
     * reach the campus for the first time (held until now) are recorded in each student's ledger,
     * once, in the same transaction.
     */
    inbox: (representative: SessionUser, page: PageRequest, state?: InboxState) =>
      work.run(async (unit) => {
        const inbox = inboxRepository(unit.db);
        const { rows, unshared, total } = await inbox.page(campusOfRepresentative(representative), page, state);
        const reached = await inbox.markShared(unshared);
        await disclosuresService(within(context, unit)).recordRequests(reached, representative.id);
        return { rows, total };
      }),

    /** One request of the representative's inbox (after an outcome). */
    async inboxItem(representative: SessionUser, meetingId: number) {
      return found(await inboxRepository(work.db).one(campusOfRepresentative(representative), meetingId));
    },

    hasRequestAt: (userId: number, campusId: number) => inboxRepository(work.db).hasRequestAt(userId, campusId),
    summaryOfSchool: (highschoolId: number) => inboxRepository(work.db).ofSchool(highschoolId),
    summaryOfCampus: (campusId: number) => inboxRepository(work.db).ofCampus(campusId),

    /**
     * Books a meeting: only on a favourite, once per degree, at most 4, also under concurrency. In
     * the same transaction it records that the student's data reaches the degree's campus (the
     * disclosure ledger) when it may leave now (else the request is held: consents.queries.ts),
     * queues the student's confirmation and, when the meeting completes the school's goal, that
     * notice.
     */
    create(userId: number, degreeId: number, consentToShare?: boolean) {
      return work.run(async (unit) => {
        const tx = unit.db;
        const scoped = within(context, unit);
        const txRepo = meetingsRepository(tx);
        await txRepo.lockStudent(userId);
        // A student who withdrew consent to share their contact data books only by giving it again.
        await assertContactSharing(scoped, userId, consentToShare);
        const { is_favorite, is_meeting } = await degreesService(scoped).preferencesOf(userId, degreeId);
        if (is_meeting) throw codeError('DuplicatedResource');
        if (!is_favorite) throw codeError('FavoriteRequired');
        if ((await txRepo.count(userId)) >= LIMITS.maxMeetings) throw codeError('MeetingLimitReached');
        await txRepo.add(userId, degreeId);
        // Recorded either way (the limits and counters hold); its event only when it may leave now.
        const booked = (await txRepo.confirmationOf(userId, degreeId))!;
        const leaves = (await disclosuresService(scoped).recordRequests([booked.meetingId], userId)) > 0;
        // It reaches the campus's inbox now: the event above is its one record there.
        if (leaves) await inboxRepository(tx).markShared([booked.meetingId]);
        await mailService(scoped).enqueue({
          kind: 'meeting_requested',
          idempotencyKey: `meeting-requested:${booked.meetingId}`,
          to: booked.email,
          content: meetingRequestedMail({ ...booked, held: !leaves }),
        });
        if (booked.highschoolId !== null) await highschoolsService(scoped).noticeGoalReached(booked.highschoolId);
      });
    },
  };
}
