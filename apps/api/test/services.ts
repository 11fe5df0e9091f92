import { loadConfig } from '../src/config.ts';
import type { ServiceContext } from '../src/core/service-context.ts';
import { buildServices } from '../src/core/services.ts';
import { unitOfWork } from '../src/core/unit-of-work.ts';
import type { Database } from '../src/db/client.ts';
import { createAccessTokens } from '../src/lib/access-token.ts';
import { auditTrail } from '../src/modules/audit/audit.service.ts';
import { subjectKeys } from '../src/modules/disclosures/subject-key.ts';
import { TEST_SECRET } from './helper.ts';

const SILENT = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} } as never;
/** A test that reaches a throttle through this context has to give its own. */
const NO_THROTTLE = new Proxy({}, { get: () => () => Promise.resolve() }) as never;

/**
 * The context services are built with, on a test database without an app: a unit of work on it,
 * the test secret's keys, no mail sender to wake and no session cache (unless given).
 */
export function serviceContextFor(database: Database, overrides: Partial<ServiceContext> = {}): ServiceContext {
  return {
    work: unitOfWork(database.db, auditTrail),
    dbKind: database.kind,
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    log: SILENT,
    tokens: createAccessTokens(TEST_SECRET),
    subjectKeys: subjectKeys(TEST_SECRET),
    loginThrottle: NO_THROTTLE,
    passwordThrottle: NO_THROTTLE,
    familyThrottle: NO_THROTTLE,
    wakeMail: () => {},
    forgetSession: () => {},
    ...overrides,
  };
}

/** Every service on a test database, as `app.services` has them. */
export const servicesFor = (database: Database, overrides: Partial<ServiceContext> = {}) =>
  buildServices(serviceContextFor(database, overrides));
