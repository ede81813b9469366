CREATE TABLE "inspection_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"inspection_id" integer,
	"attached" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_files_folder_check" CHECK ("inspection_files"."folder" in ('images', 'signatures'))
);
--> statement-breakpoint
CREATE TABLE "inspection_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"inspection_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"module_index" smallint DEFAULT 0 NOT NULL,
	"answer" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"follow_up_remark" text,
	"follow_up_date" date,
	"follow_up_by" integer,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "inspection_flags_status_check" CHECK ("inspection_flags"."status" in ('open', 'closed', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "inspection_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"inspection_id" integer NOT NULL,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"changed_question_ids" integer[] NOT NULL,
	"is_permanent" boolean NOT NULL,
	"attachments" text[] NOT NULL,
	"signature" jsonb,
	"saved_by" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"form_root_id" integer NOT NULL,
	"point_source_id" integer,
	"point_source" text,
	"period_key" text NOT NULL,
	"inspection_date" date NOT NULL,
	"inspection_type" text NOT NULL,
	"permit_type" text NOT NULL,
	"frequency" text NOT NULL,
	"time" text,
	"is_permanent" boolean DEFAULT true NOT NULL,
	"answers" jsonb NOT NULL,
	"total_score" smallint,
	"signature" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspections_type_check" CHECK ("inspections"."inspection_type" in ('Inspections', 'HouseKeeping')),
	CONSTRAINT "inspections_frequency_check" CHECK ("inspections"."frequency" in ('Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly')),
	CONSTRAINT "inspections_score_check" CHECK ("inspections"."total_score" is null or "inspections"."total_score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "inspection_files" ADD CONSTRAINT "inspection_files_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_files" ADD CONSTRAINT "inspection_files_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_files" ADD CONSTRAINT "inspection_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD CONSTRAINT "inspection_flags_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD CONSTRAINT "inspection_flags_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD CONSTRAINT "inspection_flags_follow_up_by_users_id_fk" FOREIGN KEY ("follow_up_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_versions" ADD CONSTRAINT "inspection_versions_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_versions" ADD CONSTRAINT "inspection_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_template_id_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."form_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_form_root_id_form_templates_id_fk" FOREIGN KEY ("form_root_id") REFERENCES "public"."form_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_point_source_id_form_point_sources_id_fk" FOREIGN KEY ("point_source_id") REFERENCES "public"."form_point_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_files_name_unique" ON "inspection_files" USING btree ("folder","name");--> statement-breakpoint
CREATE INDEX "inspection_files_inspection_idx" ON "inspection_files" USING btree ("inspection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_flags_answer_unique" ON "inspection_flags" USING btree ("inspection_id","question_id","module_index");--> statement-breakpoint
CREATE INDEX "inspection_flags_org_status_idx" ON "inspection_flags" USING btree ("org_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_versions_unique" ON "inspection_versions" USING btree ("inspection_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_one_per_period" ON "inspections" USING btree ("plant_id","form_root_id",coalesce("point_source", ''),"period_key");--> statement-breakpoint
CREATE INDEX "inspections_org_date_idx" ON "inspections" USING btree ("org_id","inspection_date");--> statement-breakpoint
CREATE INDEX "inspections_plant_date_idx" ON "inspections" USING btree ("plant_id","inspection_date");--> statement-breakpoint
CREATE INDEX "inspections_template_date_idx" ON "inspections" USING btree ("template_id","inspection_date");--> statement-breakpoint
-- The versions of an inspection are its history: once written they are never changed or removed.
CREATE FUNCTION inspection_versions_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'inspection_versions is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inspection_versions_no_update_or_delete
  BEFORE UPDATE OR DELETE ON inspection_versions
  FOR EACH STATEMENT EXECUTE FUNCTION inspection_versions_are_append_only();
