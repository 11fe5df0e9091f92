import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/schema/columns.ts';

/** Raw bytes: a Buffer with node-postgres, a Uint8Array with PGlite; a Buffer here either way. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded images and PDFs, in the database so that every API process and instance serves them
 * (a folder would be one machine's). Names are random and never reused, so a row never changes.
 * A PNG, JPEG or WebP is stored re-encoded (decoded, turned upright, without its metadata).
 */
export const uploads = pgTable('uploads', {
  name: text('name').primaryKey(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});

/**
 * Smaller copies of an uploaded raster image (WebP at a few widths), made when it is uploaded so
 * a phone never downloads the original. Uploads of earlier versions have none.
 */
export const uploadVariants = pgTable(
  'upload_variants',
  {
    name: text('name')
      .notNull()
      .references(() => uploads.name, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.name, t.format, t.width] }),
    check('upload_variants_width_check', sql`${t.width} > 0`),
  ],
);
