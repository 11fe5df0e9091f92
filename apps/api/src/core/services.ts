import { accessLinksService } from '../modules/access-links/access-links.service.ts';
import { auditService } from '../modules/audit/audit.service.ts';
import { authService } from '../modules/auth/auth.service.ts';
import { passwordsService } from '../modules/auth/passwords.service.ts';
import { campusesService } from '../modules/campuses/campuses.service.ts';
import { catalogService } from '../modules/catalog/catalog.service.ts';
import { compareListService } from '../modules/compare/compare-list.service.ts';
import { consentsService } from '../modules/consents/consents.service.ts';
import { degreesService } from '../modules/degrees/degrees.service.ts';
import { disclosuresService } from '../modules/disclosures/disclosures.service.ts';
import { familyService } from '../modules/family/family.service.ts';
import { favoritesService } from '../modules/favorites/favorites.service.ts';
import { groupsService } from '../modules/groups/groups.service.ts';
import { highschoolsService } from '../modules/highschools/highschools.service.ts';
import { insightsService } from '../modules/highschools/insights.service.ts';
import { orienterKeysService } from '../modules/highschools/orienter-keys.service.ts';
import { interestTestService } from '../modules/interest-test/interest-test.service.ts';
import { labourMarketService } from '../modules/labour-market/labour-market.service.ts';
import { schoolStudentsService } from '../modules/highschools/school-students.service.ts';
import { mailService } from '../modules/mail/mail.service.ts';
import { matchesService } from '../modules/matches/matches.service.ts';
import { bookingsService } from '../modules/meetings/bookings.service.ts';
import { meetingsService } from '../modules/meetings/meetings.service.ts';
import { slotsService } from '../modules/meetings/slots.service.ts';
import { privacyService } from '../modules/privacy/privacy.service.ts';
import { studentsService } from '../modules/students/students.service.ts';
import { uploadsService } from '../modules/uploads/uploads.service.ts';
import { signupService } from '../modules/users/signup.service.ts';
import { usersService } from '../modules/users/users.service.ts';
import type { ServiceContext } from './service-context.ts';

/**
 * Every service of the API, each built the one way (`xService(context)`) outside any unit of work:
 * routes and plugins reach a module only through `app.services.<name>`.
 */
export function buildServices(context: ServiceContext) {
  return {
    accessLinks: accessLinksService(context),
    audit: auditService(context),
    auth: authService(context),
    bookings: bookingsService(context),
    campuses: campusesService(context),
    catalog: catalogService(context),
    compareList: compareListService(context),
    consents: consentsService(context),
    degrees: degreesService(context),
    disclosures: disclosuresService(context),
    family: familyService(context),
    favorites: favoritesService(context),
    groups: groupsService(context),
    highschools: highschoolsService(context),
    insights: insightsService(context),
    interestTest: interestTestService(context),
    labourMarket: labourMarketService(context),
    mail: mailService(context),
    matches: matchesService(context),
    meetings: meetingsService(context),
    orienterKeys: orienterKeysService(context),
    passwords: passwordsService(context),
    privacy: privacyService(context),
    schoolStudents: schoolStudentsService(context),
    signup: signupService(context),
    slots: slotsService(context),
    students: studentsService(context),
    uploads: uploadsService(context),
    users: usersService(context),
  };
}

export type Services = ReturnType<typeof buildServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
