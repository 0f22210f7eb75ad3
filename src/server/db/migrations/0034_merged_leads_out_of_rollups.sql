-- A lead merged into another (decision 0069) is the survivor's now: the dashboard's rollups
-- (migration 0008, 0025) count only leads that are not merged, so a merge takes one lead out.
CREATE OR REPLACE FUNCTION lead_stats_rows(table_name text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'SELECT market, (date_trunc(''week'', created_at AT TIME ZONE ''UTC''))::date AS week,
       status, source, partner_id, %1$s AS n, %1$s * amount::bigint AS a,
       CASE WHEN status = ''settled'' THEN %1$s * coalesce(settled_amount, amount)::bigint
         ELSE 0 END AS settled
     FROM %2$I WHERE merged_into IS NULL', sign, table_name)
$$;
--> statement-breakpoint
-- Leads merged before this migration leave the rollups now.
DO $$
BEGIN
  EXECUTE lead_stats_upsert(
    'SELECT market, (date_trunc(''week'', created_at AT TIME ZONE ''UTC''))::date AS week,
       status, source, partner_id, -1 AS n, -amount::bigint AS a,
       CASE WHEN status = ''settled'' THEN -coalesce(settled_amount, amount)::bigint
         ELSE 0 END AS settled
     FROM leads WHERE merged_into IS NOT NULL');
  EXECUTE partner_lead_stats_upsert(
    'SELECT market, (date_trunc(''week'', created_at AT TIME ZONE ''UTC''))::date AS week,
       status, source, partner_id, -1 AS n, -amount::bigint AS a,
       CASE WHEN status = ''settled'' THEN -coalesce(settled_amount, amount)::bigint
         ELSE 0 END AS settled
     FROM leads WHERE merged_into IS NOT NULL');
END $$;
