import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { idField, idListQuery, text } from './zod-helpers.ts';
import { pageQuery } from './catalog.ts';

export const campus = z
  .object({
    id: z.number(),
    name: z.string(),
    city: z.string(),
    city_id: z.number(),
    foto_perfil: z.string().nullable(),
    foto_portada: z.string().nullable(),
    video: z.string().nullable(),
    descripcion: z.string().nullable(),
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
  .pick({
    id: true,
    name: true,
    city: true,
    city_id: true,
    foto_perfil: true,
    degrees_count: true,
  })
  .meta({ id: 'CampusListItem', description: 'Un campus en una lista' });
export type CampusListItem = z.infer<typeof campusListItem>;

export const campusListQuery = pageQuery.extend({ search: text().max(100).optional() });

export const degree = z
  .object({
    id: z.number(),
    name: z.string(),
    image: z.string().nullable(),
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

export const degreeListQuery = pageQuery.extend({
  areas: idListQuery.optional(),
  campusId: idField().optional(),
  search: text().max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeMax),
});
