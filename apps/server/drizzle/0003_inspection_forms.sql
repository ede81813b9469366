CREATE TABLE "form_point_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_key" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" text NOT NULL,
	"permit_type" text NOT NULL,
	"frequency" text NOT NULL,
	"facility_types" text[] NOT NULL,
	"inspection_type" text NOT NULL,
	"declaration_required" boolean DEFAULT false NOT NULL,
	"module_size" smallint,
	"edit_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"owner_org_id" integer,
	"based_on_id" integer,
	"library_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "form_templates_permit_check" CHECK ("form_templates"."permit_type" in ('Water', 'Air', 'Waste', 'Others')),
	CONSTRAINT "form_templates_frequency_check" CHECK ("form_templates"."frequency" in ('Daily', 'Weekly', 'Monthly', 'Quarterly', 'Yearly')),
	CONSTRAINT "form_templates_type_check" CHECK ("form_templates"."inspection_type" in ('Inspections', 'HouseKeeping')),
	CONSTRAINT "form_templates_module_check" CHECK ("form_templates"."module_size" is null or "form_templates"."module_size" in (3, 4))
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"parent_question_id" integer,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"text" text NOT NULL,
	"hint" text,
	"choices" text[] DEFAULT '{}'::text[] NOT NULL,
	"priority" text,
	"is_flagged" boolean DEFAULT false NOT NULL,
	"follow_up_on" text,
	"answer_selected" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "questions_status_check" CHECK ("questions"."status" in (1, 3)),
	CONSTRAINT "questions_choices_check" CHECK (coalesce(array_length("questions"."choices", 1), 0) <= 6),
	CONSTRAINT "questions_priority_check" CHECK ("questions"."priority" is null or "questions"."priority" in ('High', 'Medium', 'Low')),
	CONSTRAINT "questions_flag_check" CHECK (not "questions"."is_flagged" or ("questions"."follow_up_on" is not null and "questions"."follow_up_on" = any("questions"."choices")))
);
--> statement-breakpoint
ALTER TABLE "form_point_sources" ADD CONSTRAINT "form_point_sources_template_id_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."form_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_owner_org_id_organisations_id_fk" FOREIGN KEY ("owner_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_templates" ADD CONSTRAINT "form_templates_based_on_id_form_templates_id_fk" FOREIGN KEY ("based_on_id") REFERENCES "public"."form_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_template_id_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."form_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_parent_question_id_questions_id_fk" FOREIGN KEY ("parent_question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_point_sources_name_unique" ON "form_point_sources" USING btree ("template_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "form_templates_key_unique" ON "form_templates" USING btree ("form_key");--> statement-breakpoint
CREATE UNIQUE INDEX "form_templates_library_key_unique" ON "form_templates" USING btree ("library_key");--> statement-breakpoint
CREATE UNIQUE INDEX "form_templates_one_copy_per_org" ON "form_templates" USING btree ("owner_org_id","based_on_id") WHERE "form_templates"."based_on_id" is not null and "form_templates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "form_templates_owner_idx" ON "form_templates" USING btree ("owner_org_id","permit_type","frequency");--> statement-breakpoint
CREATE INDEX "questions_template_idx" ON "questions" USING btree ("template_id","parent_question_id","position");