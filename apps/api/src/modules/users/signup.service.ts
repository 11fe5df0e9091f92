import { ageGroup, PRIVACY_NOTICE_VERSION, type StaffSignupBody, type StudentSignupBody } from '@tlp/shared';
import { within, type ServiceContext } from '../../core/service-context.ts';
import type { Work } from '../../core/unit-of-work.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { codeError, pgCode, PG_UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { accessLinksService } from '../access-links/access-links.service.ts';
import { campusPlace } from '../campuses/campuses.queries.ts';
import { consentsService } from '../consents/consents.service.ts';
import { highschoolsService } from '../highschools/highschools.service.ts';
import { orienterKeysService } from '../highschools/orienter-keys.service.ts';
import { mailService, welcomeMail } from '../mail/mail.service.ts';
import { usersRepository } from './users.repository.ts';
import { assertKeyOfSchool, assertSchoolAndSemester } from './users.service.ts';

/** The unique index on the e-mail (any case) is the judge, so two signups at once cannot both win. */
async function withUniqueEmail<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (err) {
    if (pgCode(err) === PG_UNIQUE_VIOLATION) throw codeError('DuplicatedEmail');
    throw err;
  }
}

/**
 * The notice the person accepted with the signup's terms checkbox, recorded with the time: the one
 * in force (a signup that names an older version read it before it changed: refused, so they read
 * the new one). A signup that names none accepted nothing yet: they are asked at their first
 * sign-in (GET /users/me says `privacy_accepted: false`).
 */
function acceptedPrivacy(version: string | undefined) {
  if (version === undefined) return {};
  if (version !== PRIVACY_NOTICE_VERSION) throw codeError('PrivacyNoticeChanged');
  return { privacyVersion: PRIVACY_NOTICE_VERSION, privacyAcceptedAt: new Date() };
}

/** The web app's sign-in page, which the welcome links to (apps/web/src/config/paths.ts). */
const LOGIN_PAGE = '/login';

/**
 * Signups. Each queues its welcome in its transaction (`welcome:<user id>`); a student's signup may
 * also complete the school's goal.
 */
export function signupService(context: ServiceContext) {
  const { work } = context;
  const publicUrl = context.config.mail.publicUrl;
  const loginUrl = publicUrl ? `${publicUrl}${LOGIN_PAGE}` : undefined;

  /** `placeName`: the school (of a student or an orienter) or the campus (of a representative). */
  async function welcome(
    unit: Work,
    user: { id: number; firstName: string; email: string },
    role: 'student' | 'orienter' | 'university',
    placeName: string | undefined,
  ) {
    await mailService(within(context, unit)).enqueue({
      kind: 'welcome',
      idempotencyKey: `welcome:${user.id}`,
      to: user.email,
      content: welcomeMail({ firstName: user.firstName, role, schoolName: placeName ?? '', loginUrl }),
    });
  }

  return {
    /** A student signs up to a school with the live key of one of its orienters. */
    async signupStudent(body: StudentSignupBody): Promise<{ id: number }> {
      assertUncommonPassword(body.password);
      const privacy = acceptedPrivacy(body.privacyVersion);
      await assertSchoolAndSemester(context, body.highschoolId, body.semesterId);
      await assertKeyOfSchool(context, body.orienterKey, body.highschoolId);
      const passwordHash = await hashPassword(body.password);
      const id = await withUniqueEmail(() =>
        work.run(async (unit) => {
          const userId = await usersRepository(unit.db).insert({
            type: 'student',
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            passwordHash,
            highschoolId: body.highschoolId,
            semesterId: body.semesterId,
            birthDate: body.birthDate ?? null,
            ...privacy,
          });
          // A minor's guardian is asked at once (the schema made sure a minor names one).
          if (body.birthDate && body.guardianEmail && ageGroup(body.birthDate) === 'minor')
            await consentsService(within(context, unit)).requestFor(unit, userId, body.guardianEmail);
          await welcome(
            unit,
            { id: userId, firstName: body.firstName, email: body.email },
            'student',
            (await highschoolsService(within(context, unit)).find(body.highschoolId))?.name,
          );
          await highschoolsService(within(context, unit)).noticeGoalReached(body.highschoolId);
          return userId;
        }),
      );
      return { id };
    },

    /**
     * Takes one seat of the link atomically, then creates the orienter and their key (a school's
     * link) or the campus's representative (a campus's link); all or nothing.
     */
    async signupStaff(body: StaffSignupBody): Promise<{ id: number }> {
      assertUncommonPassword(body.password); // before the seat is taken
      const privacy = acceptedPrivacy(body.privacyVersion);
      const passwordHash = await hashPassword(body.password);
      const orienter = body.type === 'orienter';
      const id = await withUniqueEmail(() =>
        work.run(async (unit) => {
          const scoped = within(context, unit);
          const link = await accessLinksService(scoped).takeSeat(body.accessUuid, orienter ? 'highschool' : 'campus');
          const userId = await usersRepository(unit.db).insert({
            type: body.type,
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            passwordHash,
            phone: body.phone || null,
            highschoolId: link.highschoolId,
            campusId: link.campusId,
            accessLinkId: link.id,
            onboarded: true,
            ...privacy,
          });
          const user = { id: userId, firstName: body.firstName, email: body.email };
          if (orienter) {
            await orienterKeysService(scoped).issueFirst(userId);
            await welcome(unit, user, 'orienter', (await highschoolsService(scoped).find(link.highschoolId!))?.name);
          } else {
            await welcome(unit, user, 'university', (await campusPlace(unit.db, link.campusId!))?.name);
          }
          return userId;
        }),
      );
      return { id };
    },
  };
}
