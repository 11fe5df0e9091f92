import { expiryInstant, type AccessLinkCreateBody, type AccessLinkUpdateBody } from '@tlp/shared';
import type { DbOrTx } from '../../db/client.ts';
import { codeError, found, notFound } from '../../lib/errors.ts';
import { accessLinksRepository } from './access-links.repository.ts';

/** The instant an expiry ends (the shared rule has already checked the date); null clears it. */
function parseExpiry(value: string | null | undefined): Date | null | undefined {
  return value ? expiryInstant(value) : value === undefined ? undefined : null;
}

/** Seats left and not expired. */
function isLive(link: { seats: number; seats_used: number; expires_at: string | null }, now = new Date()) {
  return link.seats_used < link.seats && (!link.expires_at || new Date(link.expires_at) > now);
}

/** The links through which orienters sign up to a school, each with its seats and expiry. */
export function accessLinksService(db: DbOrTx) {
  const repo = accessLinksRepository(db);

  const detail = async (uuid: string) => found(await repo.findDetail(uuid));

  return {
    detail,

    /** What the signup page shows of a live link: 404 unknown, 410 expired or full. */
    async validate(uuid: string) {
      const link = await repo.findDetail(uuid);
      if (!link) throw codeError('AccessLinkInvalid');
      if (!isLive(link)) throw codeError('AccessLinkInvalid', 410);
      return {
        valid: true as const,
        uuid: link.uuid,
        name: link.name,
        highschool_id: link.highschool_id,
        highschool_name: link.highschool_name,
        highschool_city: link.highschool_city,
        seats_left: link.seats - link.seats_used,
        expires_at: link.expires_at,
      };
    },

    listOfHighschool: (highschoolId: number) => repo.listOfHighschool(highschoolId),

    create(highschoolId: number, body: AccessLinkCreateBody, createdBy: number) {
      return repo.create({
        highschoolId,
        name: body.name || null,
        seats: body.seats,
        expiresAt: parseExpiry(body.expirationDate) ?? null,
        createdBy,
      });
    },

    /** Never below the seats already used (400 SeatsBelowUsed). */
    async update(uuid: string, { name, seats, expiresAt }: AccessLinkUpdateBody) {
      const updated = await repo.update(uuid, {
        name: name === '' ? null : name,
        seats,
        expiresAt: parseExpiry(expiresAt),
      });
      if (!updated) {
        if (!(await repo.exists(uuid))) throw notFound();
        throw codeError('SeatsBelowUsed');
      }
      return detail(uuid);
    },

    /** Orienters who signed up through it keep their accounts. */
    async remove(uuid: string) {
      if (!(await repo.remove(uuid))) throw notFound();
    },

    /** One seat for an orienter's signup (in its transaction): 404 unknown link, 410 expired or full. */
    async takeSeat(uuid: string) {
      const link = await repo.takeSeat(uuid);
      if (link) return link;
      throw codeError('AccessLinkInvalid', (await repo.exists(uuid)) ? 410 : 404);
    },
  };
}
