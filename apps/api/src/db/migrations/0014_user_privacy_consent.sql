ALTER TABLE "users" ADD COLUMN "privacy_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_sharing_withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- Everyone already signed up accepted the notice in force with the signup's required terms
-- checkbox: the notice of 2026-01-15 (PRIVACY_NOTICE_VERSION), at the time they signed up.
UPDATE "users" SET "privacy_version" = '2026-01-15', "privacy_accepted_at" = "created_at";
