CREATE TABLE "flag_associations" (
	"flag_id" integer NOT NULL,
	"follow_up_inspection_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flag_associations_flag_id_follow_up_inspection_id_pk" PRIMARY KEY("flag_id","follow_up_inspection_id")
);
--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD COLUMN "repeat_of_id" integer;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD COLUMN "evidence_file_id" integer;--> statement-breakpoint
ALTER TABLE "flag_associations" ADD CONSTRAINT "flag_associations_flag_id_inspection_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."inspection_flags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flag_associations" ADD CONSTRAINT "flag_associations_follow_up_inspection_id_inspections_id_fk" FOREIGN KEY ("follow_up_inspection_id") REFERENCES "public"."inspections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flag_associations" ADD CONSTRAINT "flag_associations_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flag_associations" ADD CONSTRAINT "flag_associations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flag_associations_follow_up_idx" ON "flag_associations" USING btree ("follow_up_inspection_id");--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD CONSTRAINT "inspection_flags_repeat_of_id_inspection_flags_id_fk" FOREIGN KEY ("repeat_of_id") REFERENCES "public"."inspection_flags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_flags" ADD CONSTRAINT "inspection_flags_evidence_file_id_inspection_files_id_fk" FOREIGN KEY ("evidence_file_id") REFERENCES "public"."inspection_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A corrective action's link to the flags it answers is evidence: written once, never changed or removed.
CREATE FUNCTION flag_associations_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'flag_associations is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flag_associations_no_update_or_delete
  BEFORE UPDATE OR DELETE ON flag_associations
  FOR EACH STATEMENT EXECUTE FUNCTION flag_associations_are_append_only();
