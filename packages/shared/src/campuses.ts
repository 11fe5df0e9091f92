import { z } from 'zod';
import { userContact } from './users.ts';
import {
  descriptionField,
  EDITOR_LIMITS,
  EDITOR_MESSAGES,
  galleryField,
  mediaField,
  optionalText,
  requiredId,
  requiredName,
  videoField,
} from './editor-fields.ts';
import { httpUrl } from './uploads.ts';
import { areaAndCityFilters, pageQuery, profileMedia } from './zod-helpers.ts';
import { searchQuery } from './search.ts';

export const campus = z
  .object({
    id: z.number(),
    name: z.string(),
    city: z.string(),
    city_id: z.number(),
    ...profileMedia,
    ubicacion: z.string().nullable(),
    galeria: z.array(z.string()),
    degrees_count: z.number(),
  })
  .meta({
    id: 'Campus',
    description: 'El perfil de un campus: fotos, video, descripción, ubicación, galería y número de carreras',
  });
export type Campus = z.infer<typeof campus>;

export const campusListItem = campus
  .pick({ id: true, name: true, city: true, city_id: true, foto_perfil: true, degrees_count: true })
  .meta({ id: 'CampusListItem', description: 'Un campus en una lista' });
export type CampusListItem = z.infer<typeof campusListItem>;

/**
 * `areas` keeps the campuses with a degree in one of those areas, `cities` those in one of those
 * cities; both take comma-separated ids ('?areas=1,4&cities=2').
 */
export const campusListQuery = pageQuery.extend({
  search: searchQuery(),
  ...areaAndCityFilters,
});

/** POST /campuses and PUT /campuses/{id} (a PUT replaces every field). */
export const campusBody = z.object({
  name: requiredName(EDITOR_MESSAGES.campusNameRequired),
  cityId: requiredId(EDITOR_MESSAGES.campusCityRequired),
  profilePicture: mediaField(),
  coverPicture: mediaField(),
  video: videoField(),
  description: descriptionField(),
  location: optionalText(EDITOR_LIMITS.urlMax, EDITOR_MESSAGES.locationUrl, {
    check: (s) => !!httpUrl(s),
    message: EDITOR_MESSAGES.locationUrl,
  }),
  gallery: galleryField(),
});
export type CampusBody = z.infer<typeof campusBody>;
export type CampusBodyInput = z.input<typeof campusBody>;

/** A campus's representative as admins see them on the campus's page. */
export const campusRepresentative = userContact
  .extend({ created_at: z.string() })
  .meta({ id: 'CampusRepresentative', description: 'Un representante de un campus' });
export type CampusRepresentative = z.infer<typeof campusRepresentative>;
