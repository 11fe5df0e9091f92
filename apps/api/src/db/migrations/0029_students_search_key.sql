-- A student's full name and e-mail as a counselor's search compares them (lower case, without
-- accents), stored, and carried at the end of the roster index: a search of a school's students
-- tests each one's key in the index it already walks in list order, instead of unaccenting two
-- texts per student (about 2 µs each: 28 ms for a school of 6,535).
DROP INDEX "users_school_roster_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(f_unaccent("users"."first_name" || ' ' || "users"."last_name" || chr(1) || "users"."email"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_school_roster_idx" ON "users" USING btree ("highschool_id","type",lower(f_unaccent("last_name")),lower(f_unaccent("first_name")),"id","search_key");