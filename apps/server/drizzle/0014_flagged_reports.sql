CREATE TABLE "flag_counts" (
	"org_id" integer NOT NULL,
	"month" date NOT NULL,
	"frequency" text NOT NULL,
	"inspection_type" text NOT NULL,
	"status" text NOT NULL,
	"report_day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "flag_counts_org_id_month_frequency_inspection_type_status_report_day_pk" PRIMARY KEY("org_id","month","frequency","inspection_type","status","report_day")
);
--> statement-breakpoint
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
CREATE INDEX "inspection_flags_report_all_idx" ON "inspection_flags" USING btree ("report_date","id","org_id","frequency","status","inspection_type","plant_id","template_id","question_id","submitted_at") WHERE "inspection_flags"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "inspection_flags_report_plant_idx" ON "inspection_flags" USING btree ("plant_id","report_date","org_id","id","frequency","status","inspection_type","template_id","question_id","submitted_at") WHERE "inspection_flags"."status" <> 'withdrawn';--> statement-breakpoint
-- The flagged reports' counts (schema flagCounts), kept per statement from the listed flags a statement added,
-- changed or removed: old rows count -1, new rows +1, grouped by key, so an update that moves no key (a close
-- keeps the month but changes the status; a repeat link changes nothing counted) writes only what changed.
CREATE FUNCTION flag_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO flag_counts (org_id, month, frequency, inspection_type, status, report_day, n)
      SELECT org_id, date_trunc('month', report_date)::date, frequency, inspection_type, status,
        report_date, count(*)
      FROM new_rows WHERE status <> 'withdrawn'
      GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (org_id, month, frequency, inspection_type, status, report_day)
      DO UPDATE SET n = flag_counts.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO flag_counts (org_id, month, frequency, inspection_type, status, report_day, n)
      SELECT org_id, month, frequency, inspection_type, status, report_day, sum(d)
      FROM (
        SELECT org_id, date_trunc('month', report_date)::date AS month, frequency, inspection_type, status,
          report_date AS report_day, -1 AS d
        FROM old_rows WHERE status <> 'withdrawn'
        UNION ALL
        SELECT org_id, date_trunc('month', report_date)::date, frequency, inspection_type, status,
          report_date, 1
        FROM new_rows WHERE status <> 'withdrawn'
      ) changed
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (org_id, month, frequency, inspection_type, status, report_day)
      DO UPDATE SET n = flag_counts.n + excluded.n;
  ELSE
    UPDATE flag_counts c SET n = c.n - r.n
      FROM (SELECT org_id, date_trunc('month', report_date)::date AS month, frequency, inspection_type, status,
              report_date AS report_day, count(*) AS n
            FROM old_rows WHERE status <> 'withdrawn' GROUP BY 1, 2, 3, 4, 5, 6) r
      WHERE (c.org_id, c.month, c.frequency, c.inspection_type, c.status, c.report_day)
        = (r.org_id, r.month, r.frequency, r.inspection_type, r.status, r.report_day);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flag_counts_on_insert AFTER INSERT ON inspection_flags
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flag_counts_apply();
--> statement-breakpoint
CREATE TRIGGER flag_counts_on_update AFTER UPDATE ON inspection_flags
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION flag_counts_apply();
--> statement-breakpoint
CREATE TRIGGER flag_counts_on_delete AFTER DELETE ON inspection_flags
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION flag_counts_apply();
--> statement-breakpoint
INSERT INTO flag_counts (org_id, month, frequency, inspection_type, status, report_day, n)
  SELECT org_id, date_trunc('month', report_date)::date, frequency, inspection_type, status,
    report_date, count(*)
  FROM inspection_flags WHERE status <> 'withdrawn' GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
ANALYZE inspection_flags;
--> statement-breakpoint
ANALYZE flag_counts;
