CREATE TABLE "flagged_form_counts" (
	"org_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"complete" boolean NOT NULL,
	"plant_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "flagged_form_counts_org_id_frequency_complete_plant_id_pk" PRIMARY KEY("org_id","frequency","complete","plant_id")
);
--> statement-breakpoint
CREATE TABLE "flagged_forms" (
	"inspection_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"point_source" text,
	"frequency" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"open_count" integer NOT NULL,
	"closed_count" integer NOT NULL,
	"complete" boolean GENERATED ALWAYS AS (open_count = 0) STORED NOT NULL,
	"last_follow_up_date" date,
	"last_closed_at" timestamp with time zone,
	"last_follow_up_by" integer
);
--> statement-breakpoint
ALTER TABLE "flagged_form_counts" ADD CONSTRAINT "flagged_form_counts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_form_counts" ADD CONSTRAINT "flagged_form_counts_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_forms" ADD CONSTRAINT "flagged_forms_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_forms" ADD CONSTRAINT "flagged_forms_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_forms" ADD CONSTRAINT "flagged_forms_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_forms" ADD CONSTRAINT "flagged_forms_template_id_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."form_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flagged_forms" ADD CONSTRAINT "flagged_forms_last_follow_up_by_users_id_fk" FOREIGN KEY ("last_follow_up_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flagged_form_counts_all_idx" ON "flagged_form_counts" USING btree ("frequency","complete","plant_id","n");--> statement-breakpoint
CREATE INDEX "flagged_forms_submitted_idx" ON "flagged_forms" USING btree ("org_id","frequency","complete","submitted_at","inspection_id","plant_id","template_id","last_follow_up_by","last_follow_up_date","point_source");--> statement-breakpoint
CREATE INDEX "flagged_forms_completed_idx" ON "flagged_forms" USING btree ("org_id","frequency","complete","last_follow_up_date","inspection_id","plant_id","template_id","last_follow_up_by","submitted_at","point_source");--> statement-breakpoint
CREATE INDEX "flagged_forms_all_submitted_idx" ON "flagged_forms" USING btree ("frequency","complete","submitted_at","inspection_id","plant_id","template_id","last_follow_up_by","last_follow_up_date","point_source");--> statement-breakpoint
CREATE INDEX "flagged_forms_all_completed_idx" ON "flagged_forms" USING btree ("frequency","complete","last_follow_up_date","inspection_id","plant_id","template_id","last_follow_up_by","submitted_at","point_source");--> statement-breakpoint
CREATE INDEX "flagged_forms_plant_idx" ON "flagged_forms" USING btree ("plant_id","frequency","complete","submitted_at","last_follow_up_date","inspection_id","template_id","last_follow_up_by");--> statement-breakpoint
-- flagged_forms (schema flagged-forms.ts) is kept from each statement's changes to inspection_flags: the
-- open/closed deltas added per inspection and the newest follow-up kept, under the row's lock, so two
-- closes of one form at the same moment both count. Rows without a live flag are removed.
CREATE TYPE flagged_form_change AS (
  inspection_id integer, open_delta integer, closed_delta integer,
  follow_up_date date, closed_at timestamptz, follow_up_by integer
);
--> statement-breakpoint
CREATE FUNCTION flagged_forms_apply(changes flagged_form_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO flagged_forms (inspection_id, org_id, plant_id, template_id, point_source, frequency,
      submitted_at, open_count, closed_count, last_follow_up_date, last_closed_at, last_follow_up_by)
    SELECT c.inspection_id, i.org_id, i.plant_id, i.template_id, i.point_source, i.frequency, i.created_at,
        c.o, c.c, l.follow_up_date, l.closed_at, l.follow_up_by
      FROM (SELECT inspection_id, sum(open_delta)::int AS o, sum(closed_delta)::int AS c
              FROM unnest(changes) GROUP BY 1) c
      JOIN inspections i ON i.id = c.inspection_id
      LEFT JOIN LATERAL (SELECT x.follow_up_date, x.closed_at, x.follow_up_by FROM unnest(changes) x
          WHERE x.inspection_id = c.inspection_id AND x.follow_up_date IS NOT NULL
          ORDER BY x.follow_up_date DESC, x.closed_at DESC NULLS LAST LIMIT 1) l ON true
      WHERE c.o <> 0 OR c.c <> 0 OR l.follow_up_date IS NOT NULL
      ORDER BY c.inspection_id
  ON CONFLICT (inspection_id) DO UPDATE SET
    open_count = flagged_forms.open_count + excluded.open_count,
    closed_count = flagged_forms.closed_count + excluded.closed_count,
    last_follow_up_date = CASE WHEN excluded.last_follow_up_date IS NOT NULL AND (
        flagged_forms.last_follow_up_date IS NULL OR (excluded.last_follow_up_date, excluded.last_closed_at)
        > (flagged_forms.last_follow_up_date, flagged_forms.last_closed_at))
      THEN excluded.last_follow_up_date ELSE flagged_forms.last_follow_up_date END,
    last_follow_up_by = CASE WHEN excluded.last_follow_up_date IS NOT NULL AND (
        flagged_forms.last_follow_up_date IS NULL OR (excluded.last_follow_up_date, excluded.last_closed_at)
        > (flagged_forms.last_follow_up_date, flagged_forms.last_closed_at))
      THEN excluded.last_follow_up_by ELSE flagged_forms.last_follow_up_by END,
    last_closed_at = CASE WHEN excluded.last_follow_up_date IS NOT NULL AND (
        flagged_forms.last_follow_up_date IS NULL OR (excluded.last_follow_up_date, excluded.last_closed_at)
        > (flagged_forms.last_follow_up_date, flagged_forms.last_closed_at))
      THEN excluded.last_closed_at ELSE flagged_forms.last_closed_at END;
  DELETE FROM flagged_forms
    WHERE inspection_id IN (SELECT inspection_id FROM unnest(changes))
      AND open_count = 0 AND closed_count = 0;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION flagged_forms_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM flagged_forms_apply(ARRAY(SELECT ROW(inspection_id, (status = 'open')::int, (status = 'closed')::int,
      CASE WHEN status = 'closed' THEN follow_up_date END, closed_at, follow_up_by)::flagged_form_change
    FROM added));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION flagged_forms_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM flagged_forms_apply(ARRAY(SELECT ROW(n.inspection_id,
      (n.status = 'open')::int - (o.status = 'open')::int, (n.status = 'closed')::int - (o.status = 'closed')::int,
      CASE WHEN n.status = 'closed' AND o.status <> 'closed' THEN n.follow_up_date END, n.closed_at,
      n.follow_up_by)::flagged_form_change
    FROM added n JOIN removed o ON o.id = n.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION flagged_forms_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM flagged_forms_apply(ARRAY(SELECT ROW(inspection_id, -(status = 'open')::int,
      -(status = 'closed')::int, NULL, NULL, NULL)::flagged_form_change FROM removed));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flagged_forms_flags_insert AFTER INSERT ON inspection_flags
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION flagged_forms_on_insert();
--> statement-breakpoint
CREATE TRIGGER flagged_forms_flags_update AFTER UPDATE ON inspection_flags
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION flagged_forms_on_update();
--> statement-breakpoint
CREATE TRIGGER flagged_forms_flags_delete AFTER DELETE ON inspection_flags
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION flagged_forms_on_delete();
--> statement-breakpoint
-- The list shows the form and point source the inspection has now.
CREATE FUNCTION flagged_forms_follow_inspection() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE flagged_forms SET template_id = NEW.template_id, point_source = NEW.point_source
    WHERE inspection_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flagged_forms_inspection_form AFTER UPDATE OF template_id, point_source ON inspections
  FOR EACH ROW WHEN ((NEW.template_id, NEW.point_source) IS DISTINCT FROM (OLD.template_id, OLD.point_source))
  EXECUTE FUNCTION flagged_forms_follow_inspection();
--> statement-breakpoint
-- The lists' totals per plant (schema flaggedFormCounts), kept from the rows each statement on flagged_forms
-- added, removed or moved between complete and incomplete.
CREATE FUNCTION flagged_form_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO flagged_form_counts (org_id, frequency, complete, plant_id, n)
    SELECT org_id, frequency, complete, plant_id, count(*) FROM added
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (org_id, frequency, complete, plant_id) DO UPDATE SET n = flagged_form_counts.n + excluded.n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION flagged_form_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE flagged_form_counts c SET n = c.n - r.n
    FROM (SELECT org_id, frequency, complete, plant_id, count(*) AS n FROM removed GROUP BY 1, 2, 3, 4) r
    WHERE (c.org_id, c.frequency, c.complete, c.plant_id) = (r.org_id, r.frequency, r.complete, r.plant_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION flagged_form_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO flagged_form_counts (org_id, frequency, complete, plant_id, n)
    SELECT org_id, frequency, complete, plant_id, sum(n) FROM (
        SELECT n.org_id, n.frequency, n.complete, n.plant_id, 1 AS n
          FROM added n JOIN removed o ON o.inspection_id = n.inspection_id WHERE n.complete <> o.complete
        UNION ALL
        SELECT o.org_id, o.frequency, o.complete, o.plant_id, -1
          FROM added n JOIN removed o ON o.inspection_id = n.inspection_id WHERE n.complete <> o.complete) d
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (org_id, frequency, complete, plant_id) DO UPDATE SET n = flagged_form_counts.n + excluded.n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flagged_form_counts_insert AFTER INSERT ON flagged_forms
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION flagged_form_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER flagged_form_counts_delete AFTER DELETE ON flagged_forms
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION flagged_form_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER flagged_form_counts_update AFTER UPDATE ON flagged_forms
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION flagged_form_counts_on_update();
--> statement-breakpoint
-- Backfill from the flags there are.
INSERT INTO flagged_forms (inspection_id, org_id, plant_id, template_id, point_source, frequency, submitted_at,
    open_count, closed_count, last_follow_up_date, last_closed_at, last_follow_up_by)
  SELECT i.id, i.org_id, i.plant_id, i.template_id, i.point_source, i.frequency, i.created_at, f.o, f.c,
      l.follow_up_date, l.closed_at, l.follow_up_by
    FROM (SELECT inspection_id, count(*) FILTER (WHERE status = 'open')::int AS o,
            count(*) FILTER (WHERE status = 'closed')::int AS c
          FROM inspection_flags WHERE status <> 'withdrawn' GROUP BY 1) f
    JOIN inspections i ON i.id = f.inspection_id
    LEFT JOIN (SELECT DISTINCT ON (inspection_id) inspection_id, follow_up_date, closed_at, follow_up_by
               FROM inspection_flags WHERE status = 'closed'
               ORDER BY inspection_id, follow_up_date DESC, closed_at DESC NULLS LAST) l
      ON l.inspection_id = f.inspection_id;
--> statement-breakpoint
-- Planner statistics for the new tables at once (autovacuum sets the visibility map the index-only scans use).
ANALYZE flagged_forms;
--> statement-breakpoint
ANALYZE flagged_form_counts;
