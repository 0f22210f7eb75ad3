-- Fair webhook delivery (decision 0089): an endpoint is paused after deliveries in a row got no
-- answer in time, and the claim reads each endpoint's due rows (and counts those in flight)
-- by index instead of its whole delivered history.
ALTER TABLE "webhook_endpoints" ADD COLUMN IF NOT EXISTS "consecutive_timeouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_deliveries_endpoint_due_idx" ON "webhook_deliveries" USING btree ("endpoint_id","next_attempt_at") WHERE "webhook_deliveries"."status" in ('pending', 'sending');
