-- The admin dashboard's rollups (docs/decisions/0025-dashboard-rollups.md), kept by statement
-- triggers on `leads` with transition tables: one bulk insert or bulk status change adjusts each
-- rollup row once, and an update that changes none of the counted columns (the timeline's
-- last_activity_at bump) writes nothing. Rows are adjusted in key order so two transactions
-- touching the same rows lock them in the same order and never deadlock.
-- The two upserts for a set of changed leads (the transition tables are visible only to
-- statements the trigger function itself runs, so these build SQL text for it to EXECUTE).
CREATE FUNCTION lead_stats_upsert(changes_sql text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    INSERT INTO lead_stats AS s (market, week, status, source, leads, amount)
    SELECT market, week, status, source, sum(n), sum(a) FROM (%s) c
    GROUP BY market, week, status, source
    HAVING sum(n) <> 0 OR sum(a) <> 0
    ORDER BY market, week, status, source
    ON CONFLICT (market, week, status, source)
    DO UPDATE SET leads = s.leads + excluded.leads, amount = s.amount + excluded.amount
  $sql$, changes_sql)
$$;
--> statement-breakpoint
CREATE FUNCTION partner_lead_stats_upsert(changes_sql text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    INSERT INTO partner_lead_stats AS p (partner_id, market, leads, settled_amount)
    SELECT partner_id, market, sum(n), sum(settled) FROM (%s) c
    WHERE partner_id IS NOT NULL
    GROUP BY partner_id, market
    HAVING sum(n) <> 0 OR sum(settled) <> 0
    ORDER BY partner_id, market
    ON CONFLICT (partner_id, market)
    DO UPDATE SET leads = p.leads + excluded.leads,
      settled_amount = p.settled_amount + excluded.settled_amount
  $sql$, changes_sql)
$$;
--> statement-breakpoint
-- One changed lead as +1 (sign 1) or -1 (sign -1) in each rollup's terms.
CREATE FUNCTION lead_stats_rows(table_name text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'SELECT market, (date_trunc(''week'', created_at AT TIME ZONE ''UTC''))::date AS week,
       status, source, partner_id, %1$s AS n, %1$s * amount::bigint AS a,
       CASE WHEN status = ''settled'' THEN %1$s * amount::bigint ELSE 0 END AS settled
     FROM %2$I', sign, table_name)
$$;
--> statement-breakpoint
CREATE FUNCTION lead_stats_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE lead_stats_upsert(lead_stats_rows('new_leads', 1));
  EXECUTE partner_lead_stats_upsert(lead_stats_rows('new_leads', 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_stats_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE lead_stats_upsert(lead_stats_rows('old_leads', -1));
  EXECUTE partner_lead_stats_upsert(lead_stats_rows('old_leads', -1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION lead_stats_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE lead_stats_upsert(
    lead_stats_rows('old_leads', -1) || ' UNION ALL ' || lead_stats_rows('new_leads', 1));
  EXECUTE partner_lead_stats_upsert(
    lead_stats_rows('old_leads', -1) || ' UNION ALL ' || lead_stats_rows('new_leads', 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lead_stats_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION lead_stats_on_insert();
--> statement-breakpoint
CREATE TRIGGER lead_stats_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_leads
  FOR EACH STATEMENT EXECUTE FUNCTION lead_stats_on_delete();
--> statement-breakpoint
CREATE TRIGGER lead_stats_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads
  FOR EACH STATEMENT EXECUTE FUNCTION lead_stats_on_update();
--> statement-breakpoint
-- The leads already there.
DO $$
BEGIN
  EXECUTE lead_stats_upsert(lead_stats_rows('leads', 1));
  EXECUTE partner_lead_stats_upsert(lead_stats_rows('leads', 1));
END $$;
