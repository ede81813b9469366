CREATE TABLE "org_data_versions" (
	"org_id" integer NOT NULL,
	"subject" text NOT NULL,
	"stamp" uuid NOT NULL,
	CONSTRAINT "org_data_versions_org_id_subject_pk" PRIMARY KEY("org_id","subject")
);
--> statement-breakpoint
CREATE INDEX "compliance_plant_done_read_idx" ON "compliance_plant_done" USING btree ("org_id","period_key","plant_id","inspection_type","assigned_on","done","flagged");--> statement-breakpoint
CREATE INDEX "compliance_plant_due_read_idx" ON "compliance_plant_due" USING btree ("org_id","frequency","plant_id","inspection_type","assigned_on","due");
--> statement-breakpoint
-- ===== Hand-written from here (issue 14 performance, 'Compliance status' in docs/decisions.md) =====
-- Every statement that writes an organisation's plants or its kept due items moves that organisation's
-- stamp of the subject (TG_ARGV[0]) once, to a fresh random one: what the server's copies of them are
-- checked against (features/compliance/compliance-directory.ts).
CREATE FUNCTION org_data_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO org_data_versions (org_id, subject, stamp)
    SELECT org_id, TG_ARGV[0], gen_random_uuid() FROM (SELECT DISTINCT org_id FROM new_rows) changed
    ON CONFLICT (org_id, subject) DO UPDATE SET stamp = excluded.stamp;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO org_data_versions (org_id, subject, stamp)
    SELECT org_id, TG_ARGV[0], gen_random_uuid() FROM (SELECT org_id FROM new_rows UNION SELECT org_id FROM old_rows) changed
    ON CONFLICT (org_id, subject) DO UPDATE SET stamp = excluded.stamp;
  ELSE
    INSERT INTO org_data_versions (org_id, subject, stamp)
    SELECT org_id, TG_ARGV[0], gen_random_uuid() FROM (SELECT DISTINCT org_id FROM old_rows) changed
    ON CONFLICT (org_id, subject) DO UPDATE SET stamp = excluded.stamp;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER plants_version_on_insert AFTER INSERT ON plants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION org_data_versions_bump('plants');
--> statement-breakpoint
CREATE TRIGGER plants_version_on_update AFTER UPDATE ON plants
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION org_data_versions_bump('plants');
--> statement-breakpoint
CREATE TRIGGER plants_version_on_delete AFTER DELETE ON plants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION org_data_versions_bump('plants');
--> statement-breakpoint
CREATE TRIGGER compliance_plant_due_version_on_insert AFTER INSERT ON compliance_plant_due
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION org_data_versions_bump('due');
--> statement-breakpoint
CREATE TRIGGER compliance_plant_due_version_on_update AFTER UPDATE ON compliance_plant_due
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION org_data_versions_bump('due');
--> statement-breakpoint
CREATE TRIGGER compliance_plant_due_version_on_delete AFTER DELETE ON compliance_plant_due
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION org_data_versions_bump('due');
--> statement-breakpoint
-- The organisations that have plants already (written before these triggers) get their first stamps.
INSERT INTO org_data_versions (org_id, subject, stamp)
SELECT o.id, s.subject, gen_random_uuid() FROM organisations o CROSS JOIN (VALUES ('plants'), ('due')) s (subject);
