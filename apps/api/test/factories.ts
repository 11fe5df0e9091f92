// Test data, one maker per kind of row (users, schools, access links, catalogue, groups, favourites),
// the signed-in users of a test, the interest test's answers and the files an upload test sends. Test files import them from here.
export { addFavorites, makeCatalog } from './factories/catalog.ts';
export {
  ADULT_BIRTH_DATE,
  authorizeSchool,
  deactivateKey,
  makeGuardianConsent,
  minorBirthDate,
  makeAccessLink,
  makeGroup,
  makeSchool,
  makeStudent,
  makeUser,
  PASSWORD,
} from './factories/schools-and-users.ts';
export {
  adminToken,
  catalogAdminWorld,
  signedInRepresentative,
  signedInStudent,
  type Role,
} from './factories/signed-in.ts';
export { interestAnswers } from './factories/interest-answers.ts';
export { multipartFile, tinyPdf, tinyPng } from './factories/upload-files.ts';
