CREATE TABLE "compliance_plant_done_totals" (
	"org_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"plant_id" integer NOT NULL,
	"done_inspections" integer NOT NULL,
	"done_housekeeping" integer NOT NULL,
	"flagged_inspections" integer NOT NULL,
	"flagged_housekeeping" integer NOT NULL,
	CONSTRAINT "compliance_plant_done_totals_org_id_period_key_plant_id_pk" PRIMARY KEY("org_id","period_key","plant_id")
);
--> statement-breakpoint
CREATE INDEX "compliance_plant_done_totals_read_idx" ON "compliance_plant_done_totals" USING btree ("org_id","period_key","plant_id","done_inspections","done_housekeeping","flagged_inspections","flagged_housekeeping");
--> statement-breakpoint
-- ===== Hand-written from here (issue 14 performance, 'Compliance status' in docs/decisions.md) =====
-- compliance_plant_done_totals follows compliance_plant_done: each statement's rows in (new) and out (old)
-- are added and taken away per period and plant, and a plant's row that comes to nothing goes. Writers of
-- compliance_plant_done hold their organisation's advisory lock (migration 0019), so these rows queue too.
CREATE TYPE compliance_done_change AS (
  org_id integer, period_key text, plant_id integer, inspection_type text, done integer, flagged integer
);
--> statement-breakpoint
CREATE FUNCTION compliance_done_totals_add(changes compliance_done_change[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO compliance_plant_done_totals AS t (org_id, period_key, plant_id, done_inspections,
      done_housekeeping, flagged_inspections, flagged_housekeeping)
    SELECT org_id, period_key, plant_id,
      coalesce(sum(done) FILTER (WHERE inspection_type = 'Inspections'), 0),
      coalesce(sum(done) FILTER (WHERE inspection_type = 'HouseKeeping'), 0),
      coalesce(sum(flagged) FILTER (WHERE inspection_type = 'Inspections'), 0),
      coalesce(sum(flagged) FILTER (WHERE inspection_type = 'HouseKeeping'), 0)
    FROM unnest(changes) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (org_id, period_key, plant_id) DO UPDATE SET
    done_inspections = t.done_inspections + excluded.done_inspections,
    done_housekeeping = t.done_housekeeping + excluded.done_housekeeping,
    flagged_inspections = t.flagged_inspections + excluded.flagged_inspections,
    flagged_housekeeping = t.flagged_housekeeping + excluded.flagged_housekeeping;
  DELETE FROM compliance_plant_done_totals t USING (SELECT DISTINCT org_id, period_key, plant_id FROM unnest(changes)) c
    WHERE t.org_id = c.org_id AND t.period_key = c.period_key AND t.plant_id = c.plant_id
      AND t.done_inspections = 0 AND t.done_housekeeping = 0 AND t.flagged_inspections = 0
      AND t.flagged_housekeeping = 0;
$$;
--> statement-breakpoint
CREATE FUNCTION compliance_done_totals_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM compliance_done_totals_add(ARRAY(
      SELECT ROW(org_id, period_key, plant_id, inspection_type, done, flagged)::compliance_done_change
      FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM compliance_done_totals_add(ARRAY(
      SELECT ROW(org_id, period_key, plant_id, inspection_type, done, flagged)::compliance_done_change
      FROM new_rows
      UNION ALL
      SELECT ROW(org_id, period_key, plant_id, inspection_type, -done, -flagged)::compliance_done_change
      FROM old_rows));
  ELSE
    PERFORM compliance_done_totals_add(ARRAY(
      SELECT ROW(org_id, period_key, plant_id, inspection_type, -done, -flagged)::compliance_done_change
      FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER compliance_done_totals_on_insert AFTER INSERT ON compliance_plant_done
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION compliance_done_totals_on_change();
--> statement-breakpoint
CREATE TRIGGER compliance_done_totals_on_update AFTER UPDATE ON compliance_plant_done
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION compliance_done_totals_on_change();
--> statement-breakpoint
CREATE TRIGGER compliance_done_totals_on_delete AFTER DELETE ON compliance_plant_done
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION compliance_done_totals_on_change();
--> statement-breakpoint
-- The counts kept so far.
INSERT INTO compliance_plant_done_totals (org_id, period_key, plant_id, done_inspections, done_housekeeping,
    flagged_inspections, flagged_housekeeping)
  SELECT org_id, period_key, plant_id,
    coalesce(sum(done) FILTER (WHERE inspection_type = 'Inspections'), 0),
    coalesce(sum(done) FILTER (WHERE inspection_type = 'HouseKeeping'), 0),
    coalesce(sum(flagged) FILTER (WHERE inspection_type = 'Inspections'), 0),
    coalesce(sum(flagged) FILTER (WHERE inspection_type = 'HouseKeeping'), 0)
  FROM compliance_plant_done GROUP BY 1, 2, 3;
--> statement-breakpoint
ANALYZE compliance_plant_done_totals;
