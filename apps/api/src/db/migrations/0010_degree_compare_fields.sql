ALTER TABLE "degrees" ADD COLUMN "modalidad" text;--> statement-breakpoint
ALTER TABLE "degrees" ADD COLUMN "duracion" integer;--> statement-breakpoint
ALTER TABLE "degrees" ADD COLUMN "duracion_unidad" text;--> statement-breakpoint
ALTER TABLE "degrees" ADD COLUMN "costo_periodo" integer;--> statement-breakpoint
ALTER TABLE "degrees" ADD CONSTRAINT "degrees_modalidad_check" CHECK ("degrees"."modalidad" in ('presencial', 'en_linea', 'mixta'));--> statement-breakpoint
ALTER TABLE "degrees" ADD CONSTRAINT "degrees_duracion_check" CHECK (("degrees"."duracion" is null) = ("degrees"."duracion_unidad" is null) and "degrees"."duracion" between 1 and 20
        and "degrees"."duracion_unidad" in ('semestres', 'cuatrimestres', 'anios'));--> statement-breakpoint
ALTER TABLE "degrees" ADD CONSTRAINT "degrees_costo_periodo_check" CHECK ("degrees"."costo_periodo" >= 0);