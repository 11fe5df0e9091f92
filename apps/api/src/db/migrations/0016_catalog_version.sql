CREATE TABLE "catalog_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."one")
);
--> statement-breakpoint
-- The catalog's version goes up with every statement that writes campuses or degrees, whoever
-- runs it (the admin screens, a seed, a hand-written fix): caches of what the catalog answers
-- (the students' suggestions) compare it on each request.
INSERT INTO "catalog_version" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campuses_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campuses
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();--> statement-breakpoint
CREATE TRIGGER degrees_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON degrees
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
