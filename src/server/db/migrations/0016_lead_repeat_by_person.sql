-- Decision 0052: a repeat application is the same person (e-mail trimmed, any case) in the same market, whatever the amount.
DROP INDEX IF EXISTS "leads_duplicate_idx";--> statement-breakpoint
CREATE INDEX "leads_repeat_idx" ON "leads" USING btree (lower(btrim("email")),"market","created_at");
