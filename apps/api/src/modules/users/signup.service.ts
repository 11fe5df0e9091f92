import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { CounselorSignupBody, StudentSignupBody } from '@tlp/shared';
import type { Db } from '../../db/client.ts';
import { accessLinks, orienterKeys, users } from '../../db/schema/index.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { codeError, pgCode, PG_UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { assertSchoolAndSemester, liveKeyOfSchool } from './school-checks.ts';

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newOrienterKey(): string {
  return Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
}

function duplicateEmailAware(err: unknown): never {
  if (pgCode(err) === PG_UNIQUE_VIOLATION) throw codeError('DuplicatedEmail');
  throw err;
}

export function signupService(db: Db) {
  return {
    async signupStudent(body: StudentSignupBody): Promise<{ id: number }> {
      assertUncommonPassword(body.password);
      await assertSchoolAndSemester(db, body.highschoolId, body.semesterId);
      if (!(await liveKeyOfSchool(db, body.orienterKey, body.highschoolId))) throw codeError('InvalidOrienterKey');
      const passwordHash = await hashPassword(body.password);
      try {
        const [row] = await db
          .insert(users)
          .values({
            type: 'student',
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email.toLowerCase(),
            passwordHash,
            highschoolId: body.highschoolId,
            semesterId: body.semesterId,
          })
          .returning({ id: users.id });
        return { id: row!.id };
      } catch (err) {
        duplicateEmailAware(err);
      }
    },

    /** Takes one seat of the link atomically, then creates the counselor; all or nothing. */
    async signupCounselor(body: CounselorSignupBody): Promise<{ id: number }> {
      assertUncommonPassword(body.password); // before the seat is taken
      const passwordHash = await hashPassword(body.password);
      try {
        return await db.transaction(async (tx) => {
          const [link] = await tx
            .update(accessLinks)
            .set({ seatsUsed: sql`${accessLinks.seatsUsed} + 1` })
            .where(
              and(
                eq(accessLinks.uuid, body.accessUuid),
                lt(accessLinks.seatsUsed, accessLinks.seats),
                or(isNull(accessLinks.expiresAt), gt(accessLinks.expiresAt, sql`now()`)),
              ),
            )
            .returning({ id: accessLinks.id, highschoolId: accessLinks.highschoolId });
          if (!link) {
            const [exists] = await tx
              .select({ id: accessLinks.id })
              .from(accessLinks)
              .where(eq(accessLinks.uuid, body.accessUuid));
            throw codeError('AccessLinkInvalid', exists ? 410 : 404);
          }
          const [user] = await tx
            .insert(users)
            .values({
              type: 'orienter',
              firstName: body.firstName,
              lastName: body.lastName,
              email: body.email.toLowerCase(),
              passwordHash,
              phone: body.phone || null,
              highschoolId: link.highschoolId,
              accessLinkId: link.id,
              onboarded: true,
            })
            .returning({ id: users.id });
          await tx.insert(orienterKeys).values({ orienterId: user!.id, key: newOrienterKey() });
          return { id: user!.id };
        });
      } catch (err) {
        duplicateEmailAware(err);
      }
    },
  };
}
