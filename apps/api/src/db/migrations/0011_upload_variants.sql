CREATE TABLE "upload_variants" (
	"name" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "upload_variants_name_format_width_pk" PRIMARY KEY("name","format","width"),
	CONSTRAINT "upload_variants_width_check" CHECK ("upload_variants"."width" > 0)
);
--> statement-breakpoint
ALTER TABLE "upload_variants" ADD CONSTRAINT "upload_variants_name_uploads_name_fk" FOREIGN KEY ("name") REFERENCES "public"."uploads"("name") ON DELETE cascade ON UPDATE no action;