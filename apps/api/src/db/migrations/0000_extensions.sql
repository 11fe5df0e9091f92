-- Extensions used by searches (accent-insensitive, trigram). drizzle-kit writes no CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
