CREATE TABLE "inspection_period_counts" (
	"org_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"inspection_type" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "inspection_period_counts_org_id_period_key_inspection_type_shard_pk" PRIMARY KEY("org_id","period_key","inspection_type","shard")
);
--> statement-breakpoint
ALTER TABLE "inspection_period_counts" ADD CONSTRAINT "inspection_period_counts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspection_period_counts_period_idx" ON "inspection_period_counts" USING btree ("period_key","inspection_type");--> statement-breakpoint
CREATE INDEX "inspections_report_submitted_idx" ON "inspections" USING btree ("org_id","period_key","created_at","id","inspection_type","plant_id","template_id","permit_type");--> statement-breakpoint
CREATE INDEX "inspections_report_updated_idx" ON "inspections" USING btree ("org_id","period_key","updated_at","id","inspection_type","plant_id","template_id","permit_type");--> statement-breakpoint
CREATE INDEX "inspections_report_all_submitted_idx" ON "inspections" USING btree ("period_key","created_at","id","inspection_type","plant_id","template_id","permit_type");--> statement-breakpoint
CREATE INDEX "inspections_report_plant_idx" ON "inspections" USING btree ("plant_id","period_key","org_id","created_at","updated_at","id","inspection_type","template_id","permit_type");--> statement-breakpoint
-- The report lists' totals (schema inspectionPeriodCounts): kept per statement from the rows it added or
-- removed, so a bulk insert updates each count once. 16 = PERIOD_COUNT_SHARDS.
CREATE FUNCTION inspection_period_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inspection_period_counts (org_id, period_key, inspection_type, shard, n)
    SELECT org_id, period_key, inspection_type, plant_id % 16, count(*) FROM added
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (org_id, period_key, inspection_type, shard)
    DO UPDATE SET n = inspection_period_counts.n + excluded.n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION inspection_period_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inspection_period_counts c SET n = c.n - r.n
    FROM (SELECT org_id, period_key, inspection_type, plant_id % 16 AS shard, count(*) AS n FROM removed
          GROUP BY 1, 2, 3, 4) r
    WHERE c.org_id = r.org_id AND c.period_key = r.period_key AND c.inspection_type = r.inspection_type
      AND c.shard = r.shard;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- What the counts are kept by never changes on an inspection.
CREATE FUNCTION inspections_period_is_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.org_id, NEW.period_key, NEW.inspection_type, NEW.plant_id)
     IS DISTINCT FROM (OLD.org_id, OLD.period_key, OLD.inspection_type, OLD.plant_id) THEN
    RAISE EXCEPTION 'an inspection''s organisation, plant, period and type do not change'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inspection_period_counts_on_insert AFTER INSERT ON inspections
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION inspection_period_counts_add();
--> statement-breakpoint
CREATE TRIGGER inspection_period_counts_on_delete AFTER DELETE ON inspections
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION inspection_period_counts_remove();
--> statement-breakpoint
CREATE TRIGGER inspections_period_fixed BEFORE UPDATE OF org_id, period_key, inspection_type, plant_id
  ON inspections FOR EACH ROW EXECUTE FUNCTION inspections_period_is_fixed();
--> statement-breakpoint
INSERT INTO inspection_period_counts (org_id, period_key, inspection_type, shard, n)
  SELECT org_id, period_key, inspection_type, plant_id % 16, count(*) FROM inspections GROUP BY 1, 2, 3, 4;
