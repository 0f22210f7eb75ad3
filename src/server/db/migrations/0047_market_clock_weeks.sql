-- The dashboard's weeks on the market's clock (decision 0093): a lead is counted in the week
-- (Monday) its market's wall clock showed when it arrived, Sydney's or Auckland's, as the leads
-- list filtered to that week counts it; midnight UTC is mid-morning there, so a Monday
-- morning's leads fell in the week before. The zones are MARKET_INFO's (src/shared/markets).
CREATE OR REPLACE FUNCTION lead_stats_rows(table_name text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'SELECT market, (date_trunc(''week'', created_at AT TIME ZONE
         CASE market WHEN ''NZ'' THEN ''Pacific/Auckland'' ELSE ''Australia/Sydney'' END))::date AS week,
       status, source, partner_id, %1$s AS n, %1$s * amount::bigint AS a,
       CASE WHEN status = ''settled'' THEN %1$s * coalesce(settled_amount, amount)::bigint
         ELSE 0 END AS settled
     FROM %2$I WHERE merged_into IS NULL', sign, table_name)
$$;
--> statement-breakpoint
-- The weeks counted so far are rebuilt on the new clock; partner totals have no week.
DELETE FROM lead_stats;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE lead_stats_upsert(lead_stats_rows('leads', 1));
END $$;
