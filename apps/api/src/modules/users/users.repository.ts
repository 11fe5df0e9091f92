import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  DEFAULT_TIME_ZONE,
  PRIVACY_NOTICE_VERSION,
  ROLE_TITLES,
  type CurrentUser,
  type UpdateProfileBody,
} from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { contactColumns, schoolNameColumns } from '../../db/columns.ts';
import { lockUser } from '../../db/locks.ts';
import { campusCities, userWithSchool } from './users.queries.ts';
import { campuses, cities, semesters, studentGroupMembers, users } from '../../db/schema/index.ts';

/** What an access token is checked against: the user's type and session version. */
const sessionColumns = { id: users.id, type: users.type, sessionVersion: users.sessionVersion };

/** The signed-in user as the app shows them: name, contact, school, semester. */
const currentColumns = {
  ...contactColumns,
  avatar: users.avatar,
  type: users.type,
  highschool_id: users.highschoolId,
  ...schoolNameColumns,
  semester_id: users.semesterId,
  semester_name: semesters.name,
  campus_id: users.campusId,
  campus_name: campuses.name,
  // The clock the user reads times on: their school's city's, or their campus's city's.
  time_zone: sql<string>`coalesce(${cities.timeZone}, ${campusCities.timeZone}, ${DEFAULT_TIME_ZONE})`,
  onboarded: users.onboarded,
  privacy_version: users.privacyVersion,
};

type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt'>;

/** The session check of every signed-in request (plugins/auth.ts). */
const sessionById = preparedPer((db) =>
  db
    .select({
      ...sessionColumns,
      highschoolId: users.highschoolId,
      campusId: users.campusId,
      privacyVersion: users.privacyVersion,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('session_by_id'),
);

export function usersRepository(db: DbOrTx) {
  return {
    async findCurrent(id: number): Promise<CurrentUser | undefined> {
      const row = await userWithSchool(db, currentColumns, id);
      if (!row) return undefined;
      const { privacy_version, ...user } = row;
      return {
        ...user,
        role_title: ROLE_TITLES[row.type],
        privacy_accepted: privacy_version === PRIVACY_NOTICE_VERSION,
      };
    },

    /** What a request's token is checked against, with the user's school (for the school scope). */
    async findSession(id: number) {
      const [row] = await sessionById(db).execute({ id });
      return row;
    },

    /** The account of an e-mail, whatever its case, with its password hash. */
    async findByEmail(email: string) {
      const [row] = await db
        .select({ ...sessionColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },

    /** What a password change or reset needs of an account: its session, greeting, address and hash. */
    async findAccount(where: { email: string } | { id: number }) {
      const [row] = await db
        .select({ ...sessionColumns, firstName: users.firstName, email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where('id' in where ? eq(users.id, where.id) : eq(sql`lower(${users.email})`, where.email.toLowerCase()));
      return row;
    },

    /** A new password hash; every access token of the user stops working. Answers the new session version. */
    async setPassword(id: number, passwordHash: string): Promise<number | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, id))
        .returning({ sessionVersion: users.sessionVersion });
      return row?.sessionVersion;
    },

    /** The new user's id; a taken e-mail fails on the unique index (case-insensitive). */
    async insert(values: NewUser): Promise<number> {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: values.email.toLowerCase() })
        .returning({ id: users.id });
      return row!.id;
    },

    /** The version of the privacy notice the user accepted, now. */
    async recordPrivacyAcceptance(id: number, version: string) {
      await db.update(users).set({ privacyVersion: version, privacyAcceptedAt: new Date() }).where(eq(users.id, id));
    },

    /** A student's birth date, only while it is unknown: false when it was known already. */
    async setBirthDateOnce(id: number, birthDate: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ birthDate })
        .where(and(eq(users.id, id), eq(users.type, 'student'), isNull(users.birthDate)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Access tokens signed with an older version stop working (plugins/auth.ts). */
    async bumpSessionVersion(id: number) {
      await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, id));
    },

    async deleteNonAdmin(id: number): Promise<boolean> {
      const rows = await db
        .delete(users)
        .where(and(eq(users.id, id), ne(users.type, 'admin')))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** The user's row, locked until the transaction ends (db/locks.ts), with their school. */
    lock: (id: number) => lockUser(db, id),

    /** The user's own names, and their avatar when one is given. */
    async updateProfile(id: number, { firstName, lastName, avatar }: UpdateProfileBody) {
      await db
        .update(users)
        .set({ firstName, lastName, ...(avatar === undefined ? {} : { avatar }) })
        .where(eq(users.id, id));
    },

    /** Changes school and semester; a student who changes school leaves their old school's group. */
    async updateSchool(id: number, before: number | null, highschoolId: number, semesterId: number) {
      await db.update(users).set({ highschoolId, semesterId }).where(eq(users.id, id));
      if (before !== highschoolId) {
        await db.delete(studentGroupMembers).where(eq(studentGroupMembers.userId, id));
      }
    },
  };
}
