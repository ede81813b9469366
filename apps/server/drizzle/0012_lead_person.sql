ALTER TABLE "inspection_versions" ADD COLUMN "lead_person_id" integer;--> statement-breakpoint
ALTER TABLE "inspections" ADD COLUMN "lead_person_id" integer;--> statement-breakpoint
ALTER TABLE "inspection_versions" ADD CONSTRAINT "inspection_versions_lead_person_id_users_id_fk" FOREIGN KEY ("lead_person_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_lead_person_id_users_id_fk" FOREIGN KEY ("lead_person_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;