ALTER TABLE "inspection_flags" ADD COLUMN "plant_id" integer;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD COLUMN "frequency" text;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD COLUMN "inspection_type" text;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD COLUMN "report_date" date;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
-- The flagged reports list's columns, carried from each flag's inspection (hand-written: the table has rows).
UPDATE "inspection_flags" f SET "plant_id" = i."plant_id", "template_id" = i."template_id",
  "frequency" = i."frequency", "inspection_type" = i."inspection_type", "report_date" = i."inspection_date",
  "submitted_at" = i."created_at"
  FROM "inspections" i WHERE i."id" = f."inspection_id";--> statement-breakpoint
ALTER TABLE "inspection_flags" ALTER COLUMN "plant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_flags" ALTER COLUMN "template_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_flags" ALTER COLUMN "frequency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_flags" ALTER COLUMN "inspection_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_flags" ALTER COLUMN "report_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_flags" ALTER COLUMN "submitted_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD CONSTRAINT "inspection_flags_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD CONSTRAINT "inspection_flags_template_id_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."form_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_flags_report_idx" ON "inspection_flags" USING btree ("org_id","report_date","id","frequency","status","inspection_type","plant_id","template_id","question_id","submitted_at") WHERE "inspection_flags"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "inspection_flags_report_freq_idx" ON "inspection_flags" USING btree ("org_id","frequency","report_date","id","status","inspection_type","plant_id","template_id","question_id","submitted_at") WHERE "inspection_flags"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "inspection_flags_report_all_idx" ON "inspection_flags" USING btree ("report_date","id","org_id","frequency","status","inspection_type","plant_id","template_id","question_id","submitted_at") WHERE "inspection_flags"."status" <> 'withdrawn';
