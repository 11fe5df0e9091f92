-- The family view (issue 26, item 3): a guardian's mailed sign-in links and their sessions, each
-- kept only as the SHA-256 of its token, and the index that finds a guardian's children by the
-- address their requests name (any case).
CREATE TABLE "family_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"guardian_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_sign_in_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"guardian_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "family_sessions_token_key" ON "family_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "family_sign_in_links_token_key" ON "family_sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_sign_in_links_email_idx" ON "family_sign_in_links" USING btree ("guardian_email");--> statement-breakpoint
CREATE INDEX "guardian_consents_email_idx" ON "guardian_consents" USING btree (lower("guardian_email"));