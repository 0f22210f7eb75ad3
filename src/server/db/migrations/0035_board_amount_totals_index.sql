-- The board filtered by amount (decision 0074): its column totals count and sum every lead the
-- filter keeps (285,000 of a million at "100,000 or more"). This index holds all that read
-- needs (market, amount, status, of current leads only), so the totals are an index-only scan
-- instead of a read of each lead's row.
CREATE INDEX IF NOT EXISTS "leads_market_amount_status_idx" ON "leads" USING btree ("market","amount","status") WHERE "merged_into" IS NULL;
