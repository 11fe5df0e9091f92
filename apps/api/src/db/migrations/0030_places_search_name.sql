-- A campus's and a school's name as a search compares it (lower case, without accents), stored,
-- as degrees have since 0027: the campus and school lists' searches, and the degree search by
-- campus, read it instead of unaccenting every name they find. Their trigram indexes on
-- f_unaccent(name) of 0004, which only these searches used, go.
ALTER TABLE "highschools" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(f_unaccent("highschools"."name"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "campuses" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(f_unaccent("campuses"."name"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "highschools_search_name_idx" ON "highschools" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campuses_search_name_idx" ON "campuses" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "highschools_name_search_idx";--> statement-breakpoint
DROP INDEX "campuses_name_search_idx";
