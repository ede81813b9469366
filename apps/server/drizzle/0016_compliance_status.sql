ALTER TABLE "plant_forms" ADD COLUMN "assigned_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "inspections_compliance_idx" ON "inspections" USING btree ("org_id","period_key","plant_id","form_root_id","point_source","id");--> statement-breakpoint
-- Forms assigned before this column existed: taken as assigned when their plant was created (the plant set-up
-- chooses its forms), so past periods stay due as they were.
UPDATE "plant_forms" pf SET "assigned_at" = p."created_at" FROM "plants" p WHERE p."id" = pf."plant_id";
--> statement-breakpoint
CREATE INDEX "plant_forms_compliance_idx" ON "plant_forms" USING btree ("template_id","plant_id","assigned_at","point_source_ids");
--> statement-breakpoint
CREATE TABLE "inspection_form_period_counts" (
	"org_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"form_root_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "inspection_form_period_counts_org_id_period_key_form_root_id_shard_pk" PRIMARY KEY("org_id","period_key","form_root_id","shard")
);
--> statement-breakpoint
ALTER TABLE "inspection_form_period_counts" ADD CONSTRAINT "inspection_form_period_counts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The compliance line chart's counts (schema inspectionFormPeriodCounts): kept per statement from the rows it
-- added or removed, as inspection_period_counts is (migration 0011). 16 shards by plant id.
CREATE FUNCTION inspection_form_period_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inspection_form_period_counts (org_id, period_key, form_root_id, shard, n)
    SELECT org_id, period_key, form_root_id, plant_id % 16, count(*) FROM added
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (org_id, period_key, form_root_id, shard)
    DO UPDATE SET n = inspection_form_period_counts.n + excluded.n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION inspection_form_period_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inspection_form_period_counts c SET n = c.n - r.n
    FROM (SELECT org_id, period_key, form_root_id, plant_id % 16 AS shard, count(*) AS n FROM removed
          GROUP BY 1, 2, 3, 4) r
    WHERE c.org_id = r.org_id AND c.period_key = r.period_key AND c.form_root_id = r.form_root_id
      AND c.shard = r.shard;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The form root of an inspection does not change in the app; if a repair ever changes it, the counts follow.
CREATE FUNCTION inspection_form_period_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.form_root_id IS DISTINCT FROM OLD.form_root_id THEN
    UPDATE inspection_form_period_counts SET n = n - 1
      WHERE org_id = OLD.org_id AND period_key = OLD.period_key AND form_root_id = OLD.form_root_id
        AND shard = OLD.plant_id % 16;
    INSERT INTO inspection_form_period_counts (org_id, period_key, form_root_id, shard, n)
      VALUES (NEW.org_id, NEW.period_key, NEW.form_root_id, NEW.plant_id % 16, 1)
    ON CONFLICT (org_id, period_key, form_root_id, shard)
      DO UPDATE SET n = inspection_form_period_counts.n + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inspection_form_period_counts_on_insert AFTER INSERT ON inspections
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION inspection_form_period_counts_add();
--> statement-breakpoint
CREATE TRIGGER inspection_form_period_counts_on_delete AFTER DELETE ON inspections
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION inspection_form_period_counts_remove();
--> statement-breakpoint
CREATE TRIGGER inspection_form_period_counts_on_move AFTER UPDATE OF form_root_id ON inspections
  FOR EACH ROW EXECUTE FUNCTION inspection_form_period_counts_move();
--> statement-breakpoint
INSERT INTO inspection_form_period_counts (org_id, period_key, form_root_id, shard, n)
  SELECT org_id, period_key, form_root_id, plant_id % 16, count(*) FROM inspections GROUP BY 1, 2, 3, 4;
