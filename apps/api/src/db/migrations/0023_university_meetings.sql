-- Meetings with a university side: a campus's representatives (users of type 'university', signed
-- up through a campus's access link), the time slots they publish, bookings, outcomes and ratings on
-- the requests, calendar invitations in the outbox, cities' time zones, and the durable job queue.
-- btree_gist lets one exclusion constraint say "a representative's live slots never overlap" (the
-- equality on the representative and the overlap of the time ranges): drizzle-kit writes neither.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "meeting_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"campus_id" integer NOT NULL,
	"representative_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"video_url" text NOT NULL,
	"time_zone" text NOT NULL,
	"series_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_slots_minutes_check" CHECK ("meeting_slots"."minutes" between 5 and 240),
	CONSTRAINT "meeting_slots_ends_check" CHECK ("meeting_slots"."ends_at" = "meeting_slots"."starts_at" + "meeting_slots"."minutes" * interval '1 minute'),
	CONSTRAINT "meeting_slots_seats_check" CHECK ("meeting_slots"."seats" between 1 and 50),
	CONSTRAINT "meeting_slots_seats_taken_check" CHECK ("meeting_slots"."seats_taken" >= 0 and "meeting_slots"."seats_taken" <= "meeting_slots"."seats"),
	CONSTRAINT "meeting_slots_video_url_check" CHECK ("meeting_slots"."video_url" like 'https://%')
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_type_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_school_by_type_check";--> statement-breakpoint
ALTER TABLE "access_links" ALTER COLUMN "highschool_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "time_zone" text DEFAULT 'America/Mexico_City' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "campus_id" integer;--> statement-breakpoint
ALTER TABLE "access_links" ADD COLUMN "campus_id" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "slot_id" integer;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "attended" boolean;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "rating_comment" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "ics" text;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_representative_id_users_id_fk" FOREIGN KEY ("representative_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_slots_campus_idx" ON "meeting_slots" USING btree ("campus_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_idempotency_key_key" ON "jobs" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_slot_id_meeting_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."meeting_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_campus_idx" ON "users" USING btree ("campus_id") WHERE "users"."campus_id" is not null;--> statement-breakpoint
CREATE INDEX "access_links_campus_idx" ON "access_links" USING btree ("campus_id") WHERE "access_links"."campus_id" is not null;--> statement-breakpoint
CREATE INDEX "meetings_slot_idx" ON "meetings" USING btree ("slot_id") WHERE "meetings"."slot_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_type_check" CHECK ("users"."type" in ('student', 'orienter', 'admin', 'university'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_by_type_check" CHECK (("users"."type" = 'admin') or ("users"."type" = 'university' and "users"."campus_id" is not null and "users"."highschool_id" is null) or ("users"."highschool_id" is not null and ("users"."type" <> 'student' or "users"."semester_id" is not null)));--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_target_check" CHECK (num_nonnulls("access_links"."highschool_id", "access_links"."campus_id") = 1);--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_rating_check" CHECK ("meetings"."rating" is null or "meetings"."rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_no_overlap" EXCLUDE USING gist ("representative_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("cancelled_at" IS NULL);--> statement-breakpoint
-- The cities of the reference data outside central time (the rest keep America/Mexico_City).
UPDATE "cities" SET "time_zone" = 'America/Tijuana' WHERE lower(f_unaccent("name")) IN ('tijuana', 'mexicali', 'ensenada', 'tecate', 'rosarito');--> statement-breakpoint
UPDATE "cities" SET "time_zone" = 'America/Hermosillo' WHERE lower(f_unaccent("name")) IN ('hermosillo', 'ciudad obregon', 'nogales', 'guaymas', 'navojoa');--> statement-breakpoint
UPDATE "cities" SET "time_zone" = 'America/Mazatlan' WHERE lower(f_unaccent("name")) IN ('mazatlan', 'culiacan', 'los mochis', 'la paz', 'los cabos', 'tepic');--> statement-breakpoint
UPDATE "cities" SET "time_zone" = 'America/Chihuahua' WHERE lower(f_unaccent("name")) IN ('chihuahua', 'delicias', 'cuauhtemoc');--> statement-breakpoint
UPDATE "cities" SET "time_zone" = 'America/Cancun' WHERE lower(f_unaccent("name")) IN ('cancun', 'chetumal', 'playa del carmen', 'cozumel', 'tulum');
