CREATE TABLE "golden_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"rule_num" integer NOT NULL,
	"rule" text NOT NULL,
	"priority" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer,
	"title" text NOT NULL,
	"link" text,
	"ext" text NOT NULL,
	"file_name" text,
	"original_name" text,
	"content_type" text,
	"size" integer,
	"banner_name" text,
	"banner_type" text,
	"is_deletable" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_documents_file_or_link" CHECK (("reference_documents"."link" is null) <> ("reference_documents"."file_name" is null)),
	CONSTRAINT "reference_documents_built_in" CHECK ("reference_documents"."org_id" is not null or not "reference_documents"."is_deletable")
);
--> statement-breakpoint
ALTER TABLE "golden_rules" ADD CONSTRAINT "golden_rules_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_rules" ADD CONSTRAINT "golden_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_documents" ADD CONSTRAINT "reference_documents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_documents" ADD CONSTRAINT "reference_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "golden_rules_org_priority_idx" ON "golden_rules" USING btree ("org_id","priority","rule_num");--> statement-breakpoint
CREATE INDEX "reference_documents_org_idx" ON "reference_documents" USING btree ("org_id","id");--> statement-breakpoint
-- Hand-written (issue 16, references): the built-in reference links every organisation sees. They have no
-- organisation, cannot be deleted, and show the product logo (docs/decisions.md, Golden rules and references).
INSERT INTO "reference_documents" ("org_id", "title", "link", "ext", "is_deletable") VALUES
	(NULL, 'EPA: Stormwater Discharges from Industrial Activities', 'https://www.epa.gov/npdes/stormwater-discharges-industrial-activities', 'url', false),
	(NULL, 'EPA: Multi-Sector General Permit (MSGP) for industrial stormwater', 'https://www.epa.gov/npdes/stormwater-discharges-industrial-activities-epas-2021-msgp', 'url', false),
	(NULL, 'EPA: SPCC Guidance for Regional Inspectors', 'https://www.epa.gov/oil-spills-prevention-and-preparedness-regulations/spcc-guidance-regional-inspectors', 'url', false),
	(NULL, 'EPA: Oil Spill Prevention and Preparedness (SPCC rule overview)', 'https://www.epa.gov/oil-spills-prevention-and-preparedness-regulations', 'url', false),
	(NULL, 'EPA: Underground Storage Tanks (UST)', 'https://www.epa.gov/ust', 'url', false);
