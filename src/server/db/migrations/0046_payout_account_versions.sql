-- A payout batch pays the account it was opened with (decision 0087): each change of a partner's
-- account counts a version, each statement of a batch pins the version and its masked form, and
-- the batch keeps the first download of its file. Accounts on file today are version 1, which is
-- what every live batch link was opened with.
ALTER TABLE "partner_payment_details" ADD COLUMN IF NOT EXISTS "bank_account_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD COLUMN IF NOT EXISTS "exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_batch_statements" ADD COLUMN IF NOT EXISTS "bank_account_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_batch_statements" ADD COLUMN IF NOT EXISTS "bank_account_masked" text;--> statement-breakpoint
UPDATE "payout_batch_statements" AS l SET "bank_account_masked" = coalesce(d."bank_account_masked", '')
  FROM "statements" s LEFT JOIN "partner_payment_details" d ON d."partner_id" = s."partner_id"
  WHERE s."id" = l."statement_id" AND l."bank_account_masked" IS NULL;--> statement-breakpoint
ALTER TABLE "payout_batch_statements" ALTER COLUMN "bank_account_masked" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_batch_statements" ALTER COLUMN "bank_account_version" DROP DEFAULT;
