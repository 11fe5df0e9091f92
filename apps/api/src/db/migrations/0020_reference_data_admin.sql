-- Admins add, rename and retire areas of study, cities and semesters (semesters had "active"
-- already). Names are unique without case or accents, and a school's name within its city.
ALTER TABLE "areas" DROP CONSTRAINT "areas_name_unique";--> statement-breakpoint
ALTER TABLE "cities" DROP CONSTRAINT "cities_name_unique";--> statement-breakpoint
ALTER TABLE "semesters" DROP CONSTRAINT "semesters_name_unique";--> statement-breakpoint
DROP INDEX "highschools_name_city_key";--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_name_key" ON "areas" USING btree (lower(f_unaccent("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_key" ON "cities" USING btree (lower(f_unaccent("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "semesters_name_key" ON "semesters" USING btree (lower(f_unaccent("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "highschools_name_city_key" ON "highschools" USING btree (lower(f_unaccent("name")),"city_id");--> statement-breakpoint
-- Area and city names are part of what the catalog answers: their changes move its version too
-- (migration 0016), so no cache keeps what an area or a city no longer is.
CREATE TRIGGER areas_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON areas
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER cities_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
