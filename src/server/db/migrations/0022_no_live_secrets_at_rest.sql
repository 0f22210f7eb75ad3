-- Issue 31 (decision 0058): a sent or given-up e-mail keeps no sealed link. Rows the worker
-- finished before this change still hold theirs: erased here, as the worker now does.
UPDATE "outbox" SET "data" = "data" - 'token' WHERE "status" IN ('sent', 'failed') AND "template" IN ('password-reset', 'invite', 'guest-link');
--> statement-breakpoint
UPDATE "outbox" SET "data" = "data" - 'signature' WHERE "status" IN ('sent', 'failed') AND "template" = 'verify-email';
--> statement-breakpoint
-- Guest forms' anti-bot tokens, once used (decision 0059): a replay is refused until the token
-- would have expired anyway, then the row goes.
CREATE TABLE "used_form_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_form_tokens_expires_idx" ON "used_form_tokens" USING btree ("expires_at");
