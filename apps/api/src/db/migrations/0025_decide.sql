CREATE TABLE "field_figures" (
	"id" serial PRIMARY KEY NOT NULL,
	"field_id" integer NOT NULL,
	"year" integer NOT NULL,
	"monthly_pay" integer NOT NULL,
	"unemployment" numeric(6, 2) NOT NULL,
	"informality" numeric(6, 2) NOT NULL,
	"return_public" numeric(6, 2) NOT NULL,
	"return_private" numeric(6, 2) NOT NULL,
	"source" text NOT NULL,
	"is_example" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_figures_field_year_key" UNIQUE("field_id","year"),
	CONSTRAINT "field_figures_year_check" CHECK ("field_figures"."year" between 2000 and 2100),
	CONSTRAINT "field_figures_pay_check" CHECK ("field_figures"."monthly_pay" between 0 and 1000000),
	CONSTRAINT "field_figures_rates_check" CHECK ("field_figures"."unemployment" between 0 and 100 and "field_figures"."informality" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "fields_of_study" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "fields_of_study_code_key" UNIQUE("code"),
	CONSTRAINT "fields_of_study_code_check" CHECK ("fields_of_study"."code" ~ '^[0-9]{2,4}$')
);
--> statement-breakpoint
CREATE TABLE "interest_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"r" smallint NOT NULL,
	"i" smallint NOT NULL,
	"a" smallint NOT NULL,
	"s" smallint NOT NULL,
	"e" smallint NOT NULL,
	"c" smallint NOT NULL,
	"top" text NOT NULL,
	CONSTRAINT "interest_results_scores_check" CHECK (least("interest_results"."r", "interest_results"."i", "interest_results"."a", "interest_results"."s", "interest_results"."e", "interest_results"."c") >= 0 and greatest("interest_results"."r", "interest_results"."i", "interest_results"."a", "interest_results"."s", "interest_results"."e", "interest_results"."c") <= 100),
	CONSTRAINT "interest_results_top_check" CHECK ("interest_results"."top" ~ '^[RIASEC]{2}$')
);
--> statement-breakpoint
CREATE TABLE "compare_list_items" (
	"user_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "compare_list_items_user_id_degree_id_pk" PRIMARY KEY("user_id","degree_id"),
	CONSTRAINT "compare_list_items_position_key" UNIQUE("user_id","position"),
	CONSTRAINT "compare_list_items_position_check" CHECK ("compare_list_items"."position" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "riasec" text;--> statement-breakpoint
ALTER TABLE "degrees" ADD COLUMN "field_id" integer;--> statement-breakpoint
ALTER TABLE "field_figures" ADD CONSTRAINT "field_figures_field_id_fields_of_study_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields_of_study"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_results" ADD CONSTRAINT "interest_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compare_list_items" ADD CONSTRAINT "compare_list_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compare_list_items" ADD CONSTRAINT "compare_list_items_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interest_results_user_idx" ON "interest_results" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "compare_list_items_degree_idx" ON "compare_list_items" USING btree ("degree_id");--> statement-breakpoint
ALTER TABLE "degrees" ADD CONSTRAINT "degrees_field_id_fields_of_study_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields_of_study"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_riasec_check" CHECK ("areas"."riasec" ~ '^[RIASEC]{1,3}$');--> statement-breakpoint
-- Fields of study of CMPE 2016 that the catalogue's degrees belong to (seed/labour-data.ts).
INSERT INTO "fields_of_study" ("code", "name") VALUES
	('0111', 'Ciencias de la educación'),
	('0112', 'Formación docente para educación preescolar'),
	('0211', 'Técnicas audiovisuales y producción de medios'),
	('0212', 'Diseño'),
	('0213', 'Bellas artes'),
	('0215', 'Música y artes escénicas'),
	('0222', 'Historia y arqueología'),
	('0223', 'Filosofía y ética'),
	('0231', 'Enseñanza y aprendizaje de idiomas'),
	('0232', 'Literatura y lingüística'),
	('0311', 'Economía'),
	('0312', 'Ciencias políticas y relaciones internacionales'),
	('0313', 'Psicología'),
	('0314', 'Sociología y antropología'),
	('0321', 'Periodismo y comunicación'),
	('0411', 'Contabilidad y fiscalización'),
	('0412', 'Finanzas, banca y seguros'),
	('0413', 'Administración y gestión'),
	('0414', 'Mercadotecnia y publicidad'),
	('0421', 'Derecho'),
	('0511', 'Biología'),
	('0512', 'Bioquímica y biotecnología'),
	('0521', 'Ciencias ambientales'),
	('0531', 'Química'),
	('0533', 'Física'),
	('0541', 'Matemáticas'),
	('0542', 'Estadística y actuaría'),
	('0612', 'Ciencias computacionales'),
	('0613', 'Desarrollo de software'),
	('071', 'Ingeniería y profesiones afines'),
	('0712', 'Tecnología de protección del medio ambiente'),
	('0713', 'Electricidad y generación de energía'),
	('0714', 'Electrónica y automatización'),
	('0715', 'Mecánica y profesiones afines al trabajo metálico'),
	('0731', 'Arquitectura y urbanismo'),
	('0732', 'Construcción e ingeniería civil'),
	('0811', 'Producción agrícola y ganadera'),
	('0841', 'Veterinaria'),
	('0911', 'Estomatología y odontología'),
	('0912', 'Medicina'),
	('0913', 'Enfermería y obstetricia'),
	('0915', 'Terapia, rehabilitación y nutrición'),
	('0923', 'Trabajo social y orientación'),
	('1013', 'Hotelería, restaurantes y servicios de alimentos'),
	('1014', 'Deportes'),
	('1015', 'Viajes, turismo y recreación')
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
-- The interests each known area speaks to (AREA_RIASEC of packages/shared/src/interest-test.ts),
-- matched by name without case or accents; an area an admin already gave letters keeps them.
UPDATE "areas" SET "riasec" = v.riasec
FROM (VALUES
	('Ciencias de la Salud', 'ISR'),
	('Ingeniería y Tecnología', 'RIC'),
	('Ciencias Exactas', 'ICR'),
	('Ciencias Biológicas y Ambientales', 'IR'),
	('Ciencias Agropecuarias', 'RI'),
	('Ciencias Sociales', 'SIE'),
	('Económico-Administrativas', 'ECI'),
	('Derecho', 'ESC'),
	('Artes y Humanidades', 'AIS'),
	('Arquitectura y Diseño', 'ARI'),
	('Comunicación', 'AES'),
	('Educación', 'SAE'),
	('Turismo y Gastronomía', 'ESR')
) AS v(name, riasec)
WHERE lower(f_unaccent("areas"."name")) = lower(f_unaccent(v.name)) AND "areas"."riasec" IS NULL;
