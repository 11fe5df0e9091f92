import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AccessTokens } from '../lib/access-token.ts';
import type { SubjectKeys } from '../modules/disclosures/subject-key.ts';
import type { FamilyThrottle, LoginThrottle, PasswordThrottle } from '../plugins/rate-limit.ts';
import type { Work } from './unit-of-work.ts';

/**
 * What every service is built with, and the one way it is built: `xService(context)`. `work` is
 * the database outside a unit of work, or the unit in progress when another service calls it
 * inside its own (`within`).
 */
export interface ServiceContext {
  work: Work;
  dbKind: Database['kind'];
  config: AppConfig;
  log: FastifyBaseLogger;
  tokens: AccessTokens;
  /** The pseudonymous keys of students in the disclosure ledger. */
  subjectKeys: SubjectKeys;
  loginThrottle: LoginThrottle;
  passwordThrottle: PasswordThrottle;
  /** The family view's sign-in links per e-mail. */
  familyThrottle: FamilyThrottle;
  /** After a commit that queued mail: wakes this process's sender. */
  wakeMail(): void;
  /** After a commit that changed a user's session row: this process forgets it at once (others by NOTIFY). */
  forgetSession(userId: number): void;
}

/** The same context in a unit of work in progress: a service called with it writes in that transaction. */
export const within = (context: ServiceContext, work: Work): ServiceContext =>
  work === context.work ? context : { ...context, work };
