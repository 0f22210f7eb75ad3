-- Reads of a large book that walked too many rows (decision 0084).
--
-- A lead's stage cannot change before the lead exists: every write sets status_changed_at to
-- now() and created_at defaults to now(). The constraint makes that a fact the board can lean
-- on: a lead created since a date also changed stage since that date, so a board column filtered
-- by creation date is a short ordered read of leads_market_status_stage_idx. The update first
-- mends any row that says otherwise (none is known; a stage change before creation is a clock
-- error, and the creation time is the earliest the change can have been).
UPDATE "leads" SET "status_changed_at" = "created_at" WHERE "status_changed_at" < "created_at";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_stage_after_creation_check" CHECK ("status_changed_at" >= "created_at");--> statement-breakpoint
-- The board's column totals under a creation-date filter count and sum every lead of the range
-- (51,000 for a month of a million-lead book): this index holds all that read needs.
CREATE INDEX IF NOT EXISTS "leads_market_created_totals_idx" ON "leads" USING btree ("market","created_at","status","amount") WHERE "merged_into" IS NULL;--> statement-breakpoint
-- Aging: the dashboard counts the open leads still active (few) and subtracts them from the
-- open total of the rollups, instead of counting half a million idle ones. A merged lead is not
-- a lead of its own any more (decision 0069): it is neither aging nor active.
DROP INDEX IF EXISTS "leads_market_open_activity_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_market_open_current_activity_idx" ON "leads" USING btree ("market","last_activity_at") WHERE status in ('new', 'contacted', 'qualified', 'term_sheet_sent', 'term_sheet_accepted', 'documents_requested', 'documents_received', 'application_submitted', 'submitted_to_lender', 'approved') and merged_into is null;
