CREATE TABLE "compliance_items" (
	"org_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"inspection_type" text NOT NULL,
	"form_root_id" integer NOT NULL,
	"point_source" text NOT NULL,
	"assigned_on" date NOT NULL,
	CONSTRAINT "compliance_items_plant_id_form_root_id_point_source_pk" PRIMARY KEY("plant_id","form_root_id","point_source")
);
--> statement-breakpoint
CREATE TABLE "compliance_plant_done" (
	"org_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"plant_id" integer NOT NULL,
	"inspection_type" text NOT NULL,
	"assigned_on" date NOT NULL,
	"done" integer NOT NULL,
	"flagged" integer NOT NULL,
	CONSTRAINT "compliance_plant_done_org_id_period_key_plant_id_inspection_type_assigned_on_pk" PRIMARY KEY("org_id","period_key","plant_id","inspection_type","assigned_on")
);
--> statement-breakpoint
CREATE TABLE "compliance_plant_due" (
	"org_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"plant_id" integer NOT NULL,
	"inspection_type" text NOT NULL,
	"assigned_on" date NOT NULL,
	"due" integer NOT NULL,
	CONSTRAINT "compliance_plant_due_org_id_frequency_plant_id_inspection_type_assigned_on_pk" PRIMARY KEY("org_id","frequency","plant_id","inspection_type","assigned_on")
);
--> statement-breakpoint
CREATE INDEX "compliance_plant_done_plant_idx" ON "compliance_plant_done" USING btree ("plant_id","done");--> statement-breakpoint
CREATE INDEX "compliance_plant_due_plant_idx" ON "compliance_plant_due" USING btree ("plant_id");
--> statement-breakpoint
-- ===== Hand-written from here (issue 14 performance, 'Compliance status' in docs/decisions.md) =====
-- The compliance summary kept by triggers (schema compliance.ts): compliance_items holds every due item now
-- (plant x form root x point source, with the type and frequency of the organisation's effective form and
-- the day it was first assigned); compliance_plant_due counts them per plant; compliance_plant_done counts,
-- per period and plant, the inspections that fill one and those of them with a flag that is not withdrawn.
-- Each trigger recomputes what its statement touched, under its organisation's advisory lock, so writers of
-- one organisation queue and each sees the others' committed rows (read committed).
CREATE TYPE compliance_item AS (
  org_id integer, plant_id integer, frequency text, inspection_type text, form_root_id integer,
  point_source text, assigned_on date
);
--> statement-breakpoint
CREATE TYPE compliance_period AS (org_id integer, plant_id integer, period_key text);
--> statement-breakpoint
-- The due rule of features/compliance (dueForms in compliance.forms.ts and the per-item query), less the
-- period: the effective form of an assignment is the organisation's copy of a library form (a live copy
-- first), else the form; it must be active and not deleted; a form with point sources is due once per
-- chosen source (of the assigned form or the copy) whose name the effective form has, else not at all.
CREATE FUNCTION compliance_items_of(plant_ids integer[]) RETURNS SETOF compliance_item
LANGUAGE sql STABLE AS $$
  SELECT p.org_id, pf.plant_id, min(e.frequency), min(e.inspection_type), coalesce(e.based_on_id, e.id),
    coalesce(s.name, ''), min((pf.assigned_at AT TIME ZONE 'America/Chicago')::date)
  FROM plant_forms pf
  JOIN plants p ON p.id = pf.plant_id
  JOIN form_templates t ON t.id = pf.template_id AND (t.owner_org_id IS NULL OR t.owner_org_id = p.org_id)
  CROSS JOIN LATERAL (
    SELECT f.id, f.based_on_id, f.frequency, f.inspection_type, f.active, f.deleted_at
    FROM form_templates f
    WHERE f.id = t.id OR (t.owner_org_id IS NULL AND f.owner_org_id = p.org_id AND f.based_on_id = t.id)
    ORDER BY f.id = t.id, f.deleted_at IS NOT NULL, f.id DESC LIMIT 1
  ) e
  LEFT JOIN form_point_sources s ON s.id = ANY(pf.point_source_ids) AND s.template_id IN (t.id, e.id)
    AND EXISTS (SELECT 1 FROM form_point_sources n WHERE n.template_id = e.id AND n.name = s.name)
  WHERE pf.plant_id IN (SELECT unnest(plant_ids)) AND e.deleted_at IS NULL AND e.active
    AND (s.id IS NOT NULL OR NOT EXISTS (SELECT 1 FROM form_point_sources n WHERE n.template_id = e.id))
  GROUP BY p.org_id, pf.plant_id, coalesce(e.based_on_id, e.id), coalesce(s.name, '')
$$;
--> statement-breakpoint
-- One lock per organisation, held to the end of the writing transaction: a transaction takes it once, so two
-- writers never wait on each other in a cycle, and a recount sees every row committed before it.
CREATE FUNCTION compliance_lock(org_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1414, o)
    FROM (SELECT DISTINCT o FROM unnest(org_ids) o WHERE o IS NOT NULL ORDER BY 1) s;
END;
$$;
--> statement-breakpoint
-- Recount the done rows of some plants' periods from their inspections and the kept items.
CREATE FUNCTION compliance_count_done(periods compliance_period[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(periods) IS NULL OR cardinality(periods) = 0 THEN RETURN; END IF;
  PERFORM compliance_lock(ARRAY(SELECT org_id FROM unnest(periods)));
  DELETE FROM compliance_plant_done d USING (SELECT DISTINCT * FROM unnest(periods)) k
    WHERE d.org_id = k.org_id AND d.period_key = k.period_key AND d.plant_id = k.plant_id;
  INSERT INTO compliance_plant_done (org_id, period_key, plant_id, inspection_type, assigned_on, done, flagged)
    SELECT i.org_id, i.period_key, i.plant_id, c.inspection_type, c.assigned_on, count(*),
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM inspection_flags fl
        WHERE fl.inspection_id = i.id AND fl.status <> 'withdrawn'))
    FROM (SELECT DISTINCT * FROM unnest(periods)) k
    JOIN inspections i ON i.plant_id = k.plant_id AND i.period_key = k.period_key AND i.org_id = k.org_id
    JOIN compliance_items c ON c.plant_id = i.plant_id AND c.form_root_id = i.form_root_id
      AND c.point_source = coalesce(i.point_source, '') AND c.frequency = i.frequency AND c.org_id = i.org_id
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5;
END;
$$;
--> statement-breakpoint
-- Recompute some plants' due items; for the items that left or came (or changed type or day), move their
-- inspections' counts out of or into the done rows, and recount the plants' due rows.
CREATE FUNCTION compliance_refresh_items(plant_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  fresh compliance_item[];
  gone compliance_item[];
  came compliance_item[];
  changed integer[];
BEGIN
  IF cardinality(plant_ids) IS NULL OR cardinality(plant_ids) = 0 THEN RETURN; END IF;
  PERFORM compliance_lock(ARRAY(SELECT org_id FROM plants WHERE id IN (SELECT unnest(plant_ids))));
  fresh := ARRAY(SELECT x FROM compliance_items_of(plant_ids) x);
  gone := ARRAY(SELECT ROW(g.*)::compliance_item FROM (
      SELECT org_id, plant_id, frequency, inspection_type, form_root_id, point_source, assigned_on
        FROM compliance_items WHERE plant_id IN (SELECT unnest(plant_ids))
      EXCEPT SELECT * FROM unnest(fresh)) g);
  came := ARRAY(SELECT ROW(c.*)::compliance_item FROM (
      SELECT * FROM unnest(fresh)
      EXCEPT SELECT org_id, plant_id, frequency, inspection_type, form_root_id, point_source, assigned_on
        FROM compliance_items WHERE plant_id IN (SELECT unnest(plant_ids))) c);
  IF cardinality(gone) = 0 AND cardinality(came) = 0 THEN RETURN; END IF;
  DELETE FROM compliance_items c USING unnest(gone) g
    WHERE c.plant_id = g.plant_id AND c.form_root_id = g.form_root_id AND c.point_source = g.point_source;
  INSERT INTO compliance_items (org_id, plant_id, frequency, inspection_type, form_root_id, point_source,
      assigned_on)
    SELECT * FROM unnest(came);
  changed := ARRAY(SELECT plant_id FROM unnest(gone) UNION SELECT plant_id FROM unnest(came));
  DELETE FROM compliance_plant_due WHERE plant_id IN (SELECT unnest(changed));
  INSERT INTO compliance_plant_due (org_id, frequency, plant_id, inspection_type, assigned_on, due)
    SELECT org_id, frequency, plant_id, inspection_type, assigned_on, count(*) FROM compliance_items
    WHERE plant_id IN (SELECT unnest(changed)) GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO compliance_plant_done AS d (org_id, period_key, plant_id, inspection_type, assigned_on, done,
      flagged)
    SELECT x.org_id, i.period_key, x.plant_id, x.inspection_type, x.assigned_on, sum(x.sign),
      coalesce(sum(x.sign) FILTER (WHERE EXISTS (SELECT 1 FROM inspection_flags fl
        WHERE fl.inspection_id = i.id AND fl.status <> 'withdrawn')), 0)
    FROM (SELECT g.*, -1 AS sign FROM unnest(gone) g UNION ALL SELECT c.*, 1 FROM unnest(came) c) x
    JOIN inspections i ON i.plant_id = x.plant_id AND i.form_root_id = x.form_root_id
      AND coalesce(i.point_source, '') = x.point_source AND i.frequency = x.frequency AND i.org_id = x.org_id
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (org_id, period_key, plant_id, inspection_type, assigned_on)
    DO UPDATE SET done = d.done + excluded.done, flagged = d.flagged + excluded.flagged;
  DELETE FROM compliance_plant_done WHERE plant_id IN (SELECT unnest(changed)) AND done = 0;
END;
$$;
--> statement-breakpoint
-- Inspections added or removed: recount their plants' periods.
CREATE FUNCTION compliance_on_inspections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM compliance_count_done(ARRAY(
      SELECT DISTINCT ROW(org_id, plant_id, period_key)::compliance_period FROM added));
  ELSE
    PERFORM compliance_count_done(ARRAY(
      SELECT DISTINCT ROW(org_id, plant_id, period_key)::compliance_period FROM removed));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER compliance_inspections_insert AFTER INSERT ON inspections
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_inspections();
--> statement-breakpoint
CREATE TRIGGER compliance_inspections_delete AFTER DELETE ON inspections
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_inspections();
--> statement-breakpoint
-- An inspection's keys do not change in the app; if a repair ever moves one, both periods are recounted.
CREATE FUNCTION compliance_on_inspection_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM compliance_count_done(ARRAY[ROW(OLD.org_id, OLD.plant_id, OLD.period_key)::compliance_period,
    ROW(NEW.org_id, NEW.plant_id, NEW.period_key)::compliance_period]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER compliance_inspections_keys AFTER UPDATE OF org_id, plant_id, form_root_id, point_source,
    period_key, frequency ON inspections
  FOR EACH ROW WHEN ((NEW.org_id, NEW.plant_id, NEW.form_root_id, NEW.point_source, NEW.period_key, NEW.frequency)
    IS DISTINCT FROM (OLD.org_id, OLD.plant_id, OLD.form_root_id, OLD.point_source, OLD.period_key, OLD.frequency))
  EXECUTE FUNCTION compliance_on_inspection_keys();
--> statement-breakpoint
-- Flags raised, closed, withdrawn or removed: recount the periods of the inspections whose flagged state
-- may have moved (a close keeps it: skipped).
CREATE FUNCTION compliance_on_flags() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := ARRAY(SELECT inspection_id FROM added WHERE status <> 'withdrawn');
  ELSIF TG_OP = 'DELETE' THEN
    touched := ARRAY(SELECT inspection_id FROM removed WHERE status <> 'withdrawn');
  ELSE
    touched := ARRAY(SELECT n.inspection_id FROM added n JOIN removed o ON o.id = n.id
        WHERE (n.status <> 'withdrawn') <> (o.status <> 'withdrawn') OR n.inspection_id <> o.inspection_id
      UNION SELECT o.inspection_id FROM added n JOIN removed o ON o.id = n.id
        WHERE n.inspection_id <> o.inspection_id);
  END IF;
  IF cardinality(touched) > 0 THEN
    PERFORM compliance_count_done(ARRAY(
      SELECT DISTINCT ROW(org_id, plant_id, period_key)::compliance_period FROM inspections
      WHERE id IN (SELECT unnest(touched))));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER compliance_flags_insert AFTER INSERT ON inspection_flags
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_flags();
--> statement-breakpoint
CREATE TRIGGER compliance_flags_update AFTER UPDATE ON inspection_flags
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_flags();
--> statement-breakpoint
CREATE TRIGGER compliance_flags_delete AFTER DELETE ON inspection_flags
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_flags();
--> statement-breakpoint
-- Forms assigned, unassigned, re-dated or given other point sources: recompute those plants' items.
CREATE FUNCTION compliance_on_plant_forms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM compliance_refresh_items(ARRAY(SELECT DISTINCT plant_id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM compliance_refresh_items(ARRAY(SELECT DISTINCT plant_id FROM removed));
  ELSE
    PERFORM compliance_refresh_items(ARRAY(SELECT plant_id FROM added UNION SELECT plant_id FROM removed));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER compliance_plant_forms_insert AFTER INSERT ON plant_forms
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_plant_forms();
--> statement-breakpoint
CREATE TRIGGER compliance_plant_forms_update AFTER UPDATE ON plant_forms
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_plant_forms();
--> statement-breakpoint
CREATE TRIGGER compliance_plant_forms_delete AFTER DELETE ON plant_forms
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_plant_forms();
--> statement-breakpoint
-- The plants assigned some forms, or the library forms they copy: whose items a form change may move.
CREATE FUNCTION compliance_plants_of_forms(template_ids integer[]) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT DISTINCT pf.plant_id FROM plant_forms pf WHERE pf.template_id = ANY(
    ARRAY(SELECT unnest(template_ids) UNION SELECT based_on_id FROM form_templates
      WHERE id = ANY(template_ids) AND based_on_id IS NOT NULL)))
$$;
--> statement-breakpoint
-- A form copied, deleted, (de)activated or moved to another frequency or type.
CREATE FUNCTION compliance_on_forms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM compliance_refresh_items(compliance_plants_of_forms(ARRAY(
      SELECT id FROM added UNION SELECT based_on_id FROM added WHERE based_on_id IS NOT NULL)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM compliance_refresh_items(compliance_plants_of_forms(ARRAY(
      SELECT id FROM removed UNION SELECT based_on_id FROM removed WHERE based_on_id IS NOT NULL)));
  ELSE
    PERFORM compliance_refresh_items(compliance_plants_of_forms(ARRAY(
      SELECT x.id FROM (SELECT n.id, n.based_on_id AS b, o.based_on_id AS ob FROM added n JOIN removed o ON o.id = n.id
        WHERE (n.active, n.deleted_at IS NULL, n.frequency, n.inspection_type, n.owner_org_id, n.based_on_id)
          IS DISTINCT FROM (o.active, o.deleted_at IS NULL, o.frequency, o.inspection_type, o.owner_org_id,
            o.based_on_id)) c
      CROSS JOIN LATERAL (VALUES (c.id), (c.b), (c.ob)) x(id) WHERE x.id IS NOT NULL)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER compliance_forms_insert AFTER INSERT ON form_templates
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_forms();
--> statement-breakpoint
CREATE TRIGGER compliance_forms_update AFTER UPDATE ON form_templates
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_forms();
--> statement-breakpoint
CREATE TRIGGER compliance_forms_delete AFTER DELETE ON form_templates
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_forms();
--> statement-breakpoint
-- Point sources added, renamed or removed: the plants of their forms (and of the library forms copied).
CREATE FUNCTION compliance_on_point_sources() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM compliance_refresh_items(compliance_plants_of_forms(ARRAY(SELECT DISTINCT template_id FROM added)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM compliance_refresh_items(compliance_plants_of_forms(ARRAY(SELECT DISTINCT template_id FROM removed)));
  ELSE
    PERFORM compliance_refresh_items(compliance_plants_of_forms(ARRAY(
      SELECT n.template_id FROM added n JOIN removed o ON o.id = n.id
        WHERE (n.template_id, n.name) IS DISTINCT FROM (o.template_id, o.name)
      UNION SELECT o.template_id FROM added n JOIN removed o ON o.id = n.id
        WHERE (n.template_id, n.name) IS DISTINCT FROM (o.template_id, o.name))));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER compliance_point_sources_insert AFTER INSERT ON form_point_sources
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_point_sources();
--> statement-breakpoint
CREATE TRIGGER compliance_point_sources_update AFTER UPDATE ON form_point_sources
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_point_sources();
--> statement-breakpoint
CREATE TRIGGER compliance_point_sources_delete AFTER DELETE ON form_point_sources
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION compliance_on_point_sources();
--> statement-breakpoint
-- Backfill from the assignments and inspections there are.
INSERT INTO compliance_items (org_id, plant_id, frequency, inspection_type, form_root_id, point_source, assigned_on)
  SELECT * FROM compliance_items_of(ARRAY(SELECT id FROM plants));
--> statement-breakpoint
ANALYZE compliance_items;
--> statement-breakpoint
INSERT INTO compliance_plant_due (org_id, frequency, plant_id, inspection_type, assigned_on, due)
  SELECT org_id, frequency, plant_id, inspection_type, assigned_on, count(*) FROM compliance_items
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- One pass over inspections_compliance_idx (index-only; the frequency read from the period key's shape, which
-- the key is made from) hashed against the items: an index probe per item read the table at random (minutes).
SET LOCAL enable_nestloop = off;
--> statement-breakpoint
INSERT INTO compliance_plant_done (org_id, period_key, plant_id, inspection_type, assigned_on, done, flagged)
  SELECT i.org_id, i.period_key, i.plant_id, c.inspection_type, c.assigned_on, count(*), count(fl.inspection_id)
  FROM (SELECT org_id, period_key, plant_id, form_root_id, coalesce(point_source, '') AS ps, id,
          CASE WHEN length(period_key) = 4 THEN 'Yearly' WHEN period_key LIKE '%-Q%' THEN 'Quarterly'
            WHEN period_key LIKE '%-W%' THEN 'Weekly' WHEN length(period_key) = 7 THEN 'Monthly'
            ELSE 'Daily' END AS frequency
        FROM inspections) i
  JOIN compliance_items c ON c.plant_id = i.plant_id AND c.form_root_id = i.form_root_id
    AND c.point_source = i.ps AND c.frequency = i.frequency AND c.org_id = i.org_id
  LEFT JOIN (SELECT DISTINCT inspection_id FROM inspection_flags WHERE status <> 'withdrawn') fl
    ON fl.inspection_id = i.id
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
RESET enable_nestloop;
--> statement-breakpoint
ANALYZE compliance_items;
--> statement-breakpoint
ANALYZE compliance_plant_due;
--> statement-breakpoint
ANALYZE compliance_plant_done;
