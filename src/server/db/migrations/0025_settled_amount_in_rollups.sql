-- The amount a lead settled at (decision 0054), on the lead itself, so that the dashboard's
-- partner rollup (migration 0008) counts what settled, not what was asked for. Written in the
-- same UPDATE as the status by settling and cleared by a reversal; null for leads settled
-- before settlements had figures, which count at their amount requested as before.
ALTER TABLE "leads" ADD COLUMN "settled_amount" integer;
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_settled_amount_check" CHECK ("settled_amount" > 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lead_stats_rows(table_name text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'SELECT market, (date_trunc(''week'', created_at AT TIME ZONE ''UTC''))::date AS week,
       status, source, partner_id, %1$s AS n, %1$s * amount::bigint AS a,
       CASE WHEN status = ''settled'' THEN %1$s * coalesce(settled_amount, amount)::bigint
         ELSE 0 END AS settled
     FROM %2$I', sign, table_name)
$$;
--> statement-breakpoint
-- The leads settled with figures already: the update trigger moves each from its amount
-- requested to its settled amount in the rollup.
UPDATE "leads" SET "settled_amount" = s."amount"
FROM "settlements" s
WHERE s."lead_id" = "leads"."id" AND s."reversed_at" IS NULL AND "leads"."status" = 'settled';
