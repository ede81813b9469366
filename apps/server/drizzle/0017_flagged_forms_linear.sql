-- flagged_forms_apply (0015) found each inspection's latest follow-up with a lateral scan of the whole change
-- list: quadratic in the statement's size (a statement raising 50,000 flags compared 10^9 pairs). The latest
-- follow-up per inspection is now picked in one sorted pass (DISTINCT ON); the results are the same.
CREATE OR REPLACE FUNCTION flagged_forms_apply(changes flagged_form_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH ch AS (SELECT * FROM unnest(changes)),
  totals AS (
    SELECT inspection_id, sum(open_delta)::int AS o, sum(closed_delta)::int AS c FROM ch GROUP BY 1
  ),
  latest AS (
    SELECT DISTINCT ON (inspection_id) inspection_id, follow_up_date, closed_at, follow_up_by FROM ch
    WHERE follow_up_date IS NOT NULL
    ORDER BY inspection_id, follow_up_date DESC, closed_at DESC NULLS LAST
  )
  INSERT INTO flagged_forms (inspection_id, org_id, plant_id, template_id, point_source, frequency,
      submitted_at, open_count, closed_count, last_follow_up_date, last_closed_at, last_follow_up_by)
    SELECT t.inspection_id, i.org_id, i.plant_id, i.template_id, i.point_source, i.frequency, i.created_at,
        t.o, t.c, l.follow_up_date, l.closed_at, l.follow_up_by
      FROM totals t
      JOIN inspections i ON i.id = t.inspection_id
      LEFT JOIN latest l ON l.inspection_id = t.inspection_id
      WHERE t.o <> 0 OR t.c <> 0 OR l.follow_up_date IS NOT NULL
      ORDER BY t.inspection_id
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
