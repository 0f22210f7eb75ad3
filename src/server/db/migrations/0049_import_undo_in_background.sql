-- Undoing an import deletes its leads; each delete checks the foreign keys that point at leads.
-- Three had no index, so each deleted lead read the whole table: `leads.merged_into` (every
-- lead), `webhook_deliveries.lead_id` and `notices.lead_id`. A 2,000-row undo took 30 s beside
-- 40,000 earlier leads and 0.6 s on a fresh database (issue 41, decision 0090).
CREATE INDEX IF NOT EXISTS "leads_merged_into_idx" ON "leads" USING btree ("merged_into") WHERE "leads"."merged_into" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_deliveries_lead_idx" ON "webhook_deliveries" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notices_lead_idx" ON "notices" USING btree ("lead_id");--> statement-breakpoint
-- The undo runs in the background a chunk of leads at a time, each chunk its own transaction;
-- the batch keeps who asked, how far it got and after which lead to go on (decision 0090).
ALTER TABLE "lead_import_batches" ADD COLUMN "undo_by" uuid;--> statement-breakpoint
ALTER TABLE "lead_import_batches" ADD COLUMN "undo_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_import_batches" ADD COLUMN "undo_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_import_batches" ADD COLUMN "undo_after" uuid;--> statement-breakpoint
ALTER TABLE "lead_import_batches" ADD CONSTRAINT "lead_import_batches_undo_by_users_id_fk" FOREIGN KEY ("undo_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lead_import_batches_undoing_idx" ON "lead_import_batches" USING btree ("updated_at") WHERE status = 'undoing';
