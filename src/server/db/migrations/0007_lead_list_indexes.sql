DROP INDEX "leads_partner_idx";--> statement-breakpoint
DROP INDEX "leads_market_created_idx";--> statement-breakpoint
CREATE INDEX "leads_partner_created_idx" ON "leads" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_market_amount_idx" ON "leads" USING btree ("market","amount","id");--> statement-breakpoint
CREATE INDEX "leads_market_name_idx" ON "leads" USING btree ("market",lower("last_name" || ' ' || "first_name"),"id");--> statement-breakpoint
CREATE INDEX "leads_market_status_idx" ON "leads" USING btree ("market","status","created_at");--> statement-breakpoint
CREATE INDEX "leads_assigned_idx" ON "leads" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin ((lower("reference" || ' ' || "first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || replace("mobile", '+', '') || ' ' || coalesce("business_name", '') || ' ' || coalesce("business_number", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_market_created_idx" ON "leads" USING btree ("market","created_at","id");