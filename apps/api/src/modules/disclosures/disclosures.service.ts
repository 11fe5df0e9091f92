import type { PageRequest } from '../../db/paging.ts';
import type { ServiceContext } from '../../core/service-context.ts';
import { disclosuresRepository } from './disclosures.repository.ts';

/**
 * The disclosure ledger: what records that a student's data left the platform or reached a
 * university (in the caller's transaction), and the student's own list of it.
 */
export function disclosuresService({ work, subjectKeys }: ServiceContext) {
  const repo = disclosuresRepository(work.db, subjectKeys);
  return {
    /** Meeting requests reach their campus, those that may leave now (in the caller's transaction): how many. */
    recordRequests: (meetingIds: number[], actorId: number) => repo.recordRequests(meetingIds, actorId),
    /** A page of the user's own events, newest first. */
    pageOfUser: (userId: number, page: PageRequest) => repo.pageOfUser(userId, page),
  };
}
