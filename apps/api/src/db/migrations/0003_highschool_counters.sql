CREATE TABLE "highschool_counters" (
	"highschool_id" integer PRIMARY KEY NOT NULL,
	"registers" integer DEFAULT 0 NOT NULL,
	"favorite_degrees" integer DEFAULT 0 NOT NULL,
	"meetings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "highschool_counters" ADD CONSTRAINT "highschool_counters_highschool_id_highschools_id_fk" FOREIGN KEY ("highschool_id") REFERENCES "public"."highschools"("id") ON DELETE cascade ON UPDATE no action;