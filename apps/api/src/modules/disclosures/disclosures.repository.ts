import { desc, sql } from 'drizzle-orm';
import { MEETING_DISCLOSURE_FIELDS } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { pageOf, type PageRequest } from '../../db/paging.ts';
import { rawRows } from '../../db/rows.ts';
import {
  campuses,
  degrees,
  disclosures,
  exportDisclosures,
  exportDisclosureStudents,
  meetings,
} from '../../db/schema/index.ts';
import { shareableStudents } from '../consents/consents.queries.ts';
import { disclosureEventsOf, subjectKeySql, textArray } from './disclosures.queries.ts';
import type { SubjectKeys } from './subject-key.ts';

export function disclosuresRepository(db: DbOrTx, keys: SubjectKeys) {
  return {
    /**
     * Meeting requests reach their degree's campus: one event each, with the campus and the degree
     * as they are named now (snapshots) and the legal basis each leaves on; only those that may
     * leave now (consents.queries.ts) are recorded. Written when a request is made (`actorId`: the
     * student), in its transaction, or when a held one first reaches the campus's inbox (`actorId`:
     * the representative who saw it). A held request writes nothing until then. Set-based; how many
     * were recorded.
     */
    async recordRequests(meetingIds: number[], actorId: number): Promise<number> {
      if (!meetingIds.length) return 0;
      const rows = await rawRows<{ id: number }>(
        db,
        sql`
        insert into ${disclosures}
          (user_id, subject_key, recipient_kind, recipient_id, recipient_name, fields, reason, degree_id, degree_name,
           actor_id, legal_basis, guardian_consent_id, school_authorization_id)
        select ${meetings.userId}, ${subjectKeySql(keys, sql`${meetings.userId}`)}, 'campus', ${campuses.id}, ${campuses.name},
               ${textArray(MEETING_DISCLOSURE_FIELDS)}::text[], 'meeting', ${degrees.id}, ${degrees.name}, ${actorId},
               b.legal_basis, b.guardian_consent_id, b.school_authorization_id
        from ${meetings}
        join ${degrees} on ${degrees.id} = ${meetings.degreeId}
        join ${campuses} on ${campuses.id} = ${degrees.campusId}
        join ${shareableStudents()} b on b.user_id = ${meetings.userId}
        where ${meetings.id} in ${meetingIds}
        returning id`,
      );
      return rows.length;
    },

    /** A page of the user's own events, newest first. */
    async pageOfUser(userId: number, page: PageRequest) {
      const result = await pageOf(
        disclosureEventsOf(db, userId)
          .orderBy(desc(sql`id`))
          .$dynamic(),
        rawRows<{ n: number }>(
          db,
          sql`select ((select count(*) from ${disclosures} where user_id = ${userId})
                   + (select count(*) from ${exportDisclosures} e
                      join ${exportDisclosureStudents} s on s.disclosure_id = e.id and s.user_id = ${userId}))::int as n`,
        ),
        page,
      );
      return {
        total: result.total,
        rows: result.rows.map(({ export_id: _, ...r }) => ({
          ...r,
          created_at: r.created_at.toISOString(),
          school_authorized_at: r.school_authorized_at ? r.school_authorized_at.toISOString() : null,
        })),
      };
    },
  };
}
