import { and, eq, ne, sql } from 'drizzle-orm';
import { ROLE_TITLES, type CurrentUser } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { cities, highschools, semesters, studentGroupMembers, users } from '../../db/schema/index.ts';

export function usersRepository(db: DbOrTx) {
  return {
    async findCurrent(id: number): Promise<CurrentUser | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          first_name: users.firstName,
          last_name: users.lastName,
          email: users.email,
          phone: users.phone,
          avatar: users.avatar,
          type: users.type,
          highschool_id: users.highschoolId,
          highschool_name: highschools.name,
          highschool_city: cities.name,
          semester_id: users.semesterId,
          semester_name: semesters.name,
          onboarded: users.onboarded,
        })
        .from(users)
        .leftJoin(highschools, eq(highschools.id, users.highschoolId))
        .leftJoin(cities, eq(cities.id, highschools.cityId))
        .leftJoin(semesters, eq(semesters.id, users.semesterId))
        .where(eq(users.id, id));
      return row ? { ...row, role_title: ROLE_TITLES[row.type] } : undefined;
    },

    async emailTaken(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return rows.length > 0;
    },

    async deleteNonAdmin(id: number): Promise<boolean> {
      const rows = await db
        .delete(users)
        .where(and(eq(users.id, id), ne(users.type, 'admin')))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** The user's school, with the user's row locked until the transaction ends. */
    async schoolForUpdate(id: number) {
      const [row] = await db
        .select({ highschoolId: users.highschoolId })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row;
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
