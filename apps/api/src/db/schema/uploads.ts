import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Raw bytes: a Buffer with node-postgres, a Uint8Array with PGlite; a Buffer here either way. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded images and PDFs, in the database so that every API process and instance serves them
 * (a folder would be one machine's). Names are random and never reused, so a row never changes.
 */
export const uploads = pgTable('uploads', {
  name: text('name').primaryKey(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
});
