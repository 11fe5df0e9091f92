-- A degree's name as a search compares it (lower case, without accents), stored: a search reads
-- it instead of unaccenting every name it finds. A rare term is found by its trigram index and
-- rechecked against the stored text; a common one ("ingenieria", half the catalogue) is counted by
-- area and campus from the narrow index on (area_id, campus_id, search_name) alone, without
-- reading the table's wide rows. The trigram index on f_unaccent(name) of 0004, which only the
-- degree search used, goes.
ALTER TABLE "degrees" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(f_unaccent("degrees"."name"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "degrees_search_name_idx" ON "degrees" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "degrees_area_search_idx" ON "degrees" USING btree ("area_id","campus_id","search_name");--> statement-breakpoint
DROP INDEX "degrees_name_search_idx";
