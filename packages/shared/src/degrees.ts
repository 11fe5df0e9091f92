import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { VALIDATION } from './messages.ts';
import {
  descriptionField,
  EDITOR_MESSAGES,
  galleryField,
  mediaField,
  requiredId,
  requiredName,
  videoField,
} from './editor-fields.ts';
import { cardFields, idField, idListQuery, pageQuery, text } from './zod-helpers.ts';

export const degree = cardFields
  .extend({
    campus: z.string(),
    campus_id: z.number(),
    area: z.string(),
    area_id: z.number(),
    foto_perfil: z.string().nullable(),
    foto_portada: z.string().nullable(),
    video: z.string().nullable(),
    descripcion: z.string().nullable(),
    pdf_plan_estudios: z.string().nullable(),
    pdf_becas: z.string().nullable(),
    galeria: z.array(z.string()),
  })
  .meta({
    id: 'Degree',
    description: 'Una carrera con su campus, su área, sus medios y sus PDF de plan de estudios y becas',
  });
export type Degree = z.infer<typeof degree>;

export const degreeListItem = degree
  .pick({
    id: true,
    name: true,
    image: true,
    campus: true,
    campus_id: true,
    area: true,
    area_id: true,
  })
  .meta({ id: 'DegreeListItem', description: 'Una carrera en una lista' });
export type DegreeListItem = z.infer<typeof degreeListItem>;

/** `areas` and `cities` (the campus's city) take comma-separated ids: '?areas=1,4&cities=2'. */
export const degreeListQuery = pageQuery.extend({
  areas: idListQuery.optional(),
  cities: idListQuery.optional(),
  campusId: idField().optional(),
  search: text().max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeMax),
});

/** POST /degrees and PUT /degrees/{id} (a PUT replaces every field). */
export const degreeBody = z.object({
  name: requiredName(VALIDATION.required),
  campusId: requiredId(EDITOR_MESSAGES.degreeCampusRequired),
  areaId: requiredId(VALIDATION.required),
  description: descriptionField(),
  profilePicture: mediaField(),
  coverPicture: mediaField(),
  video: videoField(),
  gallery: galleryField(),
  studyPlan: mediaField(),
  pdfBecas: mediaField(),
});
export type DegreeBody = z.infer<typeof degreeBody>;
export type DegreeBodyInput = z.input<typeof degreeBody>;

/** Whether the signed-in student has the degree among favourites and has a meeting for it. */
export const degreePreferences = z
  .object({ is_favorite: z.boolean(), is_meeting: z.boolean() })
  .meta({ id: 'DegreePreferences', description: 'Si la carrera es favorita del estudiante y si tiene reunión' });
export type DegreePreferences = z.infer<typeof degreePreferences>;
