-- The search box finds partners by index (decision 0084): by the firm's own text (company,
-- referral code, phone without its +, ABN/NZBN) or by its person's (name, e-mail). Twenty
-- thousand partners were read whole, with their people, for every query (36-60 ms).
CREATE INDEX IF NOT EXISTS "partners_search_trgm_idx" ON "partners" USING gin ((lower("company" || ' ' || "referral_code" || ' ' || replace("phone", '+', '') || ' ' || "business_number")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((lower("name" || ' ' || "email")) gin_trgm_ops);
