ALTER TABLE "plant_forms" ADD COLUMN "assigned_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "inspections_compliance_idx" ON "inspections" USING btree ("org_id","period_key","plant_id","form_root_id","point_source","id");--> statement-breakpoint
-- Forms assigned before this column existed: taken as assigned when their plant was created (the plant set-up
-- chooses its forms), so past periods stay due as they were.
UPDATE "plant_forms" pf SET "assigned_at" = p."created_at" FROM "plants" p WHERE p."id" = pf."plant_id";
