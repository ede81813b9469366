CREATE TABLE "plant_forms" (
	"plant_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"point_source_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "plant_forms_plant_id_template_id_pk" PRIMARY KEY("plant_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "plants" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"plant_id" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"country" text DEFAULT 'USA' NOT NULL,
	"region_id" integer NOT NULL,
	"facility_type" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"inactive_since" timestamp with time zone,
	"lat" double precision,
	"lng" double precision,
	"map" jsonb DEFAULT '{"shapes":[],"outfalls":[],"coordinates":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "plants_status_check" CHECK ("plants"."status" in (1, 2)),
	CONSTRAINT "plants_facility_check" CHECK ("plants"."facility_type" in ('Ready Mix', 'Quarry', 'Asphalt', 'Maintenance Shop', 'Others'))
);
--> statement-breakpoint
CREATE TABLE "user_plants" (
	"user_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	CONSTRAINT "user_plants_user_id_plant_id_pk" PRIMARY KEY("user_id","plant_id")
);
--> statement-breakpoint
ALTER TABLE "plant_forms" ADD CONSTRAINT "plant_forms_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_forms" ADD CONSTRAINT "plant_forms_template_id_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."form_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plants" ADD CONSTRAINT "plants_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plants" ADD CONSTRAINT "user_plants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plants" ADD CONSTRAINT "user_plants_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plant_forms_template_idx" ON "plant_forms" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plants_org_plant_id_unique" ON "plants" USING btree ("org_id",lower("plant_id")) WHERE "plants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plants_org_region_idx" ON "plants" USING btree ("org_id","region_id","status");--> statement-breakpoint
CREATE INDEX "plants_region_idx" ON "plants" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "user_plants_plant_idx" ON "user_plants" USING btree ("plant_id");