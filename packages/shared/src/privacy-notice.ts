/**
 * The privacy notice in force, named by the day it last changed ('YYYY-MM-DD'). Each user's
 * acceptance records the version they accepted; raising this asks everyone to accept the new
 * notice at their next sign-in. (No zod here: the notice's page shows it.)
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';
