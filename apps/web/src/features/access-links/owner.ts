import { paths } from '@/config/paths.ts';

/**
 * Whom a link signs up: a school's orienters, or a campus's representatives. The links of both
 * live under their owner (GET|POST /highschools/{id}/access-links, /campuses/{id}/access-links)
 * and look the same.
 */
export interface AccessLinkOwner {
  kind: 'highschool' | 'campus';
  id: number | string;
}

/** The API path of the owner's links, also their SWR key. */
export const accessLinksKey = ({ kind, id }: AccessLinkOwner) =>
  kind === 'campus' ? `/campuses/${id}/access-links` : `/highschools/${id}/access-links`;

/** The owner's page, where its links are listed. */
export const ownerHref = ({ kind, id }: AccessLinkOwner) =>
  kind === 'campus' ? paths.campus.getHref(id) : paths.highschool.getHref(id);

/** The page that creates one of the owner's links. */
export const createLinkHref = ({ kind, id }: AccessLinkOwner) =>
  kind === 'campus' ? paths.campusAccessLinkCreate.getHref(id) : paths.accessLinkCreate.getHref(id);
