-- E-mails someone is waiting for (a reset, a deal-room link) go before notices to staff and
-- partners, which an import or a bulk move queues by the hundred (decision 0081).
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_due_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_due_idx" ON "outbox" USING btree ("status","priority","next_attempt_at");
