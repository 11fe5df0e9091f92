-- A campus's degrees with their area: a degree search counts, by area, the degrees of the campuses
-- whose name matches from this index alone (one short range per campus) instead of reading the
-- whole index on (area_id, campus_id).
DROP INDEX "degrees_campus_idx";--> statement-breakpoint
CREATE INDEX "degrees_campus_idx" ON "degrees" USING btree ("campus_id","area_id");
