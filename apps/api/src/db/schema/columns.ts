import { sql } from 'drizzle-orm';
import { check, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column builders the tables share. Each call makes fresh builders, as every table needs its own.

/** A required reference to another table's id, and what a deletion there does here. */
export const ref = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  integer(name).notNull().references(target, { onDelete });

/** When the row was created, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** What a campus and a degree both show: pictures, video, description and up to 5 gallery images. */
export const mediaColumns = () => ({
  fotoPerfil: text('foto_perfil'),
  fotoPortada: text('foto_portada'),
  video: text('video'),
  descripcion: text('descripcion'),
  galeria: text('galeria')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** The gallery holds at most 5 images, whatever writes the row. */
export const galleryCheck = (table: string, galeria: AnyPgColumn) =>
  check(`${table}_galeria_check`, sql`coalesce(array_length(${galeria}, 1), 0) <= 5`);

/**
 * A name as a unique index sees it: without case or accents, so "Mérida" and "MERIDA" are one
 * city. `f_unaccent` is the immutable `unaccent` of migration 0004.
 */
export const nameKey = (name: AnyPgColumn) => sql`lower(f_unaccent(${name}))`;
