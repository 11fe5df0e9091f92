import { expiryInstant, type AccessLinkCreateBody, type AccessLinkUpdateBody } from '@tlp/shared';
import type { ServiceContext } from '../../core/service-context.ts';
import { codeError, found, notFound } from '../../lib/errors.ts';
import { accessLinkExpiringMail, accessLinkSeatsMail, mailService } from '../mail/mail.service.ts';
import { campusPlace } from '../campuses/campuses.queries.ts';
import { accessLinksRepository, type LinkOwner } from './access-links.repository.ts';

/** What the e-mails call a link without a name. */
const UNNAMED_LINK = 'sin nombre';

/** How far ahead the admins are told that a link ends. */
export const EXPIRY_NOTICE_DAYS = 7;

/** The instant an expiry ends (the shared rule has already checked the date); null clears it. */
function parseExpiry(value: string | null | undefined): Date | null | undefined {
  return value ? expiryInstant(value) : value === undefined ? undefined : null;
}

/** Seats left and not expired. */
function isLive(link: { seats: number; seats_used: number; expires_at: string | null }, now = new Date()) {
  return link.seats_used < link.seats && (!link.expires_at || new Date(link.expires_at) > now);
}

/** The links through which orienters sign up to a school, each with its seats and expiry. */
export function accessLinksService(context: ServiceContext) {
  const { work } = context;
  const repo = accessLinksRepository(work.db);

  const detail = async (uuid: string) => found(await repo.findDetail(uuid));

  /** The admins are told once when a link is down to its last seat, and once when it has none. */
  async function noticeFewSeats(link: {
    id: number;
    uuid: string;
    name: string | null;
    seats: number;
    seatsUsed: number;
  }) {
    const seatsLeft = link.seats - link.seatsUsed;
    if (seatsLeft > 1) return;
    const detail = await repo.findDetail(link.uuid);
    const ownerName = detail?.highschool_name ?? detail?.campus_name ?? '';
    await mailService(context).enqueueStaffNotice({
      kind: seatsLeft <= 0 ? 'access_link_full' : 'access_link_last_seat',
      eventKey: `${seatsLeft <= 0 ? 'access-link-full' : 'access-link-last-seat'}:${link.id}`,
      content: (to) =>
        accessLinkSeatsMail({
          firstName: to.firstName,
          linkName: link.name || UNNAMED_LINK,
          schoolName: ownerName,
          seats: link.seats,
          seatsLeft,
        }),
    });
  }

  return {
    detail,

    /** 404 when the campus does not exist. */
    async assertCampus(campusId: number) {
      found(await campusPlace(work.db, campusId));
    },

    /** What the signup page shows of a live link: 404 unknown, 410 expired or full. */
    async validate(uuid: string) {
      const link = await repo.findDetail(uuid);
      if (!link) throw codeError('AccessLinkInvalid');
      if (!isLive(link)) throw codeError('AccessLinkInvalid', 410);
      return {
        valid: true as const,
        uuid: link.uuid,
        name: link.name,
        kind: link.kind,
        highschool_id: link.highschool_id,
        highschool_name: link.highschool_name,
        highschool_city: link.highschool_city,
        campus_id: link.campus_id,
        campus_name: link.campus_name,
        seats_left: link.seats - link.seats_used,
        expires_at: link.expires_at,
      };
    },

    /** A school's links, or a campus's. */
    listOf: (owner: LinkOwner) => repo.listOf(owner),

    /** A new link of a school (for its orienters) or of a campus (for its representatives), by an admin. */
    create: (actorId: number, owner: LinkOwner, body: AccessLinkCreateBody) =>
      work.audited(
        actorId,
        'access_link.create',
        (link: { uuid: string }) => link.uuid,
        (unit) =>
          accessLinksRepository(unit.db).create({
            ...owner,
            name: body.name || null,
            seats: body.seats,
            expiresAt: parseExpiry(body.expirationDate) ?? null,
            createdBy: actorId,
          }),
      ),

    /** Never below the seats already used (400 SeatsBelowUsed). */
    update: (actorId: number, uuid: string, { name, seats, expiresAt }: AccessLinkUpdateBody) =>
      work.audited(actorId, 'access_link.update', uuid, async (unit) => {
        const links = accessLinksRepository(unit.db);
        const updated = await links.update(uuid, {
          name: name === '' ? null : name,
          seats,
          expiresAt: parseExpiry(expiresAt),
        });
        if (!updated) {
          if (!(await links.exists(uuid))) throw notFound();
          throw codeError('SeatsBelowUsed');
        }
        return found(await links.findDetail(uuid));
      }),

    /** Orienters who signed up through it keep their accounts. */
    remove: (actorId: number, uuid: string) =>
      work.audited(actorId, 'access_link.delete', uuid, async (unit) => {
        if (!(await accessLinksRepository(unit.db).remove(uuid))) throw notFound();
      }),

    /**
     * Tells the admins, once per link and expiry date (`access-link-expiring:<id>:<date>`), of each
     * live link that ends within EXPIRY_NOTICE_DAYS days; run now and then by the mail plugin. How
     * many messages were queued.
     */
    async noticeExpiring(): Promise<number> {
      let queued = 0;
      for (const link of await repo.expiringWithin(EXPIRY_NOTICE_DAYS)) {
        const expiresAt = link.expiresAt!;
        queued += await mailService(context).enqueueStaffNotice({
          kind: 'access_link_expiring',
          eventKey: `access-link-expiring:${link.id}:${expiresAt.toISOString()}`,
          content: (to) =>
            accessLinkExpiringMail({
              firstName: to.firstName,
              linkName: link.name || UNNAMED_LINK,
              schoolName: link.schoolName,
              expiresAt,
            }),
        });
      }
      return queued;
    },

    /**
     * One seat for a signup (in its transaction): 404 unknown link, 410 expired or full, and 404
     * too when the link signs up the other kind (a school's link for a representative, or a
     * campus's for an orienter).
     */
    async takeSeat(uuid: string, kind: 'highschool' | 'campus') {
      const link = await repo.takeSeat(uuid, kind);
      if (link) {
        await noticeFewSeats(link);
        return link;
      }
      const known = await repo.findDetail(uuid);
      throw codeError('AccessLinkInvalid', known?.kind === kind ? 410 : 404);
    },
  };
}
