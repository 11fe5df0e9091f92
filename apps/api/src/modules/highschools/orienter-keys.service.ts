import { randomInt } from 'node:crypto';
import { HIGHSCHOOL_MESSAGES } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import { found, notFound, pgCode, PG_UNIQUE_VIOLATION } from '../../lib/errors.ts';
import { orienterKeysRepository } from './orienter-keys.repository.ts';

/** No 0/O or 1/I: a key is read aloud and copied by hand. */
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A fresh key can collide with an existing one (unique, case-insensitive); a few tries settle it. */
const RENEW_ATTEMPTS = 5;

const newOrienterKey = () => Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

/** The key an orienter gives their students to sign up with (one live key per orienter). */
export function orienterKeysService({ work }: ServiceContext) {
  const repo = orienterKeysRepository(work.db);
  return {
    live: async (orienterId: number) =>
      found(await repo.live(orienterId), () => notFound(HIGHSCHOOL_MESSAGES.noOrienterKey)),

    isLiveKeyOfSchool: (key: string, highschoolId: number) => repo.isLiveKeyOfSchool(key, highschoolId),

    /** The first key of an orienter who just signed up (inside their signup's transaction). */
    issueFirst: (orienterId: number) => repo.insert(orienterId, newOrienterKey()),

    /**
     * Replaces the orienter's key: the old one is deactivated and a new one created in one
     * transaction. The orienter's row is locked first, so two renewals run one after the other
     * (the partial unique index allows a single active key per orienter in any case). The audit
     * trail says that the key changed, never what it is (redacted).
     */
    async renew(orienterId: number) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await work.run(async (unit) => {
            const txRepo = orienterKeysRepository(unit.db);
            await txRepo.lockOrienter(orienterId);
            await txRepo.deactivateAll(orienterId);
            const renewed = await txRepo.insert(orienterId, newOrienterKey());
            await unit.audit({
              actorId: orienterId,
              action: 'orienter_key.renew',
              entityId: orienterId,
              after: { orienter_id: orienterId, key: renewed.key },
            });
            return renewed;
          });
        } catch (err) {
          if (pgCode(err) !== PG_UNIQUE_VIOLATION || attempt >= RENEW_ATTEMPTS) throw err;
        }
      }
    },
  };
}
