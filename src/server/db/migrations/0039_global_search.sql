-- Global search (decision 0078): a mobile number typed whole finds its leads by index, as the
-- reference (leads_reference_unique), the e-mail (leads_repeat_idx) and the ABN/NZBN
-- (leads_market_business_number_idx) already do. Partial matches use leads_search_trgm_idx.
CREATE INDEX IF NOT EXISTS "leads_mobile_idx" ON "leads" USING btree ("mobile");
