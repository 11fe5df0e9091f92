CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "areas_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "highschools" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"notebooks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highschools_notebooks_check" CHECK ("highschools"."notebooks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "semesters" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "semesters_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "orienter_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"orienter_id" integer NOT NULL,
	"key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_areas" (
	"user_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	CONSTRAINT "user_areas_user_id_area_id_pk" PRIMARY KEY("user_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "user_cities" (
	"user_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "user_cities_user_id_city_id_pk" PRIMARY KEY("user_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text,
	"avatar" text,
	"highschool_id" integer,
	"semester_id" integer,
	"access_link_id" integer,
	"onboarded" boolean DEFAULT false NOT NULL,
	"university_check" boolean DEFAULT false NOT NULL,
	"current_university" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_type_check" CHECK ("users"."type" in ('student', 'orienter', 'admin')),
	CONSTRAINT "users_school_by_type_check" CHECK (("users"."type" = 'admin') or ("users"."highschool_id" is not null and ("users"."type" <> 'student' or "users"."semester_id" is not null))),
	CONSTRAINT "users_phone_check" CHECK ("users"."phone" is null or "users"."phone" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "campuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"foto_perfil" text,
	"foto_portada" text,
	"video" text,
	"descripcion" text,
	"ubicacion" text,
	"galeria" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campuses_galeria_check" CHECK (coalesce(array_length("campuses"."galeria", 1), 0) <= 5)
);
--> statement-breakpoint
CREATE TABLE "degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"campus_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"descripcion" text,
	"foto_perfil" text,
	"foto_portada" text,
	"video" text,
	"pdf_plan_estudios" text,
	"pdf_becas" text,
	"galeria" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "degrees_galeria_check" CHECK (coalesce(array_length("degrees"."galeria", 1), 0) <= 5)
);
--> statement-breakpoint
CREATE TABLE "favorite_degrees" (
	"user_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_degrees_user_id_degree_id_pk" PRIMARY KEY("user_id","degree_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"highschool_id" integer NOT NULL,
	"name" text,
	"seats" integer NOT NULL,
	"seats_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" integer,
	CONSTRAINT "access_links_seats_check" CHECK ("access_links"."seats" >= 1),
	CONSTRAINT "access_links_seats_used_check" CHECK ("access_links"."seats_used" >= 0 and "access_links"."seats_used" <= "access_links"."seats")
);
--> statement-breakpoint
CREATE TABLE "student_group_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"highschool_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_groups_name_check" CHECK (char_length("student_groups"."name") >= 3)
);
--> statement-breakpoint
ALTER TABLE "highschools" ADD CONSTRAINT "highschools_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orienter_keys" ADD CONSTRAINT "orienter_keys_orienter_id_users_id_fk" FOREIGN KEY ("orienter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_areas" ADD CONSTRAINT "user_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_areas" ADD CONSTRAINT "user_areas_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cities" ADD CONSTRAINT "user_cities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cities" ADD CONSTRAINT "user_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_highschool_id_highschools_id_fk" FOREIGN KEY ("highschool_id") REFERENCES "public"."highschools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campuses" ADD CONSTRAINT "campuses_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "degrees" ADD CONSTRAINT "degrees_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "degrees" ADD CONSTRAINT "degrees_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_degrees" ADD CONSTRAINT "favorite_degrees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_degrees" ADD CONSTRAINT "favorite_degrees_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_degree_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_favorite_fk" FOREIGN KEY ("user_id","degree_id") REFERENCES "public"."favorite_degrees"("user_id","degree_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_highschool_id_highschools_id_fk" FOREIGN KEY ("highschool_id") REFERENCES "public"."highschools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_links" ADD CONSTRAINT "access_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_group_members" ADD CONSTRAINT "student_group_members_group_id_student_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."student_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_group_members" ADD CONSTRAINT "student_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_groups" ADD CONSTRAINT "student_groups_highschool_id_highschools_id_fk" FOREIGN KEY ("highschool_id") REFERENCES "public"."highschools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "highschools_name_city_key" ON "highschools" USING btree ("name","city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "semesters_position_key" ON "semesters" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "orienter_keys_key_key" ON "orienter_keys" USING btree (upper("key"));--> statement-breakpoint
CREATE UNIQUE INDEX "orienter_keys_one_active_idx" ON "orienter_keys" USING btree ("orienter_id") WHERE "orienter_keys"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_highschool_idx" ON "users" USING btree ("highschool_id","type");--> statement-breakpoint
CREATE INDEX "campuses_city_idx" ON "campuses" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "degrees_campus_idx" ON "degrees" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "degrees_area_idx" ON "degrees" USING btree ("area_id","campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "degrees_campus_name_key" ON "degrees" USING btree ("campus_id","name");--> statement-breakpoint
CREATE INDEX "favorite_degrees_degree_idx" ON "favorite_degrees" USING btree ("degree_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_user_degree_key" ON "meetings" USING btree ("user_id","degree_id");--> statement-breakpoint
CREATE INDEX "meetings_degree_idx" ON "meetings" USING btree ("degree_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_links_uuid_key" ON "access_links" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "access_links_highschool_idx" ON "access_links" USING btree ("highschool_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_group_members_user_key" ON "student_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "student_group_members_group_idx" ON "student_group_members" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "student_groups_highschool_name_key" ON "student_groups" USING btree ("highschool_id","name");