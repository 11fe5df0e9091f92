DROP INDEX "users_highschool_idx";--> statement-breakpoint
CREATE INDEX "users_school_students_idx" ON "users" USING btree ("highschool_id","type","first_name","last_name","id","email","created_at");