-- Issue 35 items 3 and 4 (docs/decisions/0071): statements per period, numbered per market from a
-- counter row locked FOR UPDATE (a sequence can skip a number), immutable once issued; payout
-- batches of issued statements.
CREATE TABLE "statement_counters" (
	"market" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "statement_counters" ("market") VALUES ('AU'), ('NZ');--> statement-breakpoint
CREATE TABLE "statement_closings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" text NOT NULL,
	"period" text NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"statement_count" integer NOT NULL,
	"scheduled" boolean NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "statement_closings_scheduled_unique" ON "statement_closings" USING btree ("market","period") WHERE "statement_closings"."scheduled";--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"closing_id" uuid NOT NULL REFERENCES "statement_closings"("id"),
	"partner_id" uuid NOT NULL REFERENCES "partners"("id"),
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"number" integer NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"gst_registered" boolean NOT NULL,
	"gst_rate_basis_points" integer NOT NULL,
	"carried_from_id" uuid REFERENCES "statements"("id"),
	"carried_cents" bigint NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"partner_identity" jsonb NOT NULL,
	"firm_identity" jsonb NOT NULL,
	"language" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statements_kind_check" CHECK ("statements"."kind" in ('tax_invoice', 'remittance_advice')),
	CONSTRAINT "statements_total_check" CHECK ("statements"."total_cents" = "statements"."carried_cents" + "statements"."subtotal_cents" + "statements"."gst_cents")
);--> statement-breakpoint
CREATE UNIQUE INDEX "statements_number_unique" ON "statements" USING btree ("market","number");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_closing_partner_unique" ON "statements" USING btree ("closing_id","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_carried_from_unique" ON "statements" USING btree ("carried_from_id");--> statement-breakpoint
CREATE INDEX "statements_partner_idx" ON "statements" USING btree ("partner_id","market","number");--> statement-breakpoint
CREATE INDEX "statements_market_period_idx" ON "statements" USING btree ("market","period","number");--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL REFERENCES "statements"("id"),
	"commission_id" uuid NOT NULL REFERENCES "commissions"("id"),
	"kind" text NOT NULL,
	"lead_reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"gst_cents" bigint NOT NULL,
	"position" integer NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_commission_unique" ON "statement_lines" USING btree ("commission_id");--> statement-breakpoint
CREATE INDEX "statement_lines_statement_idx" ON "statement_lines" USING btree ("statement_id","position");--> statement-breakpoint
CREATE FUNCTION statements_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'an issued statement is immutable: a correction is a line on the next statement';
END
$$;--> statement-breakpoint
CREATE TRIGGER "statements_immutable" BEFORE UPDATE OR DELETE ON "statements" FOR EACH ROW EXECUTE FUNCTION statements_refuse_change();--> statement-breakpoint
CREATE TRIGGER "statement_lines_immutable" BEFORE UPDATE OR DELETE ON "statement_lines" FOR EACH ROW EXECUTE FUNCTION statements_refuse_change();--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"total_cents" bigint NOT NULL,
	"statement_count" integer NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_on" date,
	"bank_reference" text,
	"paid_at" timestamp with time zone,
	"paid_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "payout_batches_status_check" CHECK ("payout_batches"."status" in ('open', 'paid', 'cancelled')),
	CONSTRAINT "payout_batches_paid_check" CHECK (("payout_batches"."status" = 'paid') = ("payout_batches"."paid_at" is not null))
);--> statement-breakpoint
CREATE INDEX "payout_batches_market_idx" ON "payout_batches" USING btree ("market","created_at");--> statement-breakpoint
CREATE TABLE "payout_batch_statements" (
	"batch_id" uuid NOT NULL REFERENCES "payout_batches"("id"),
	"statement_id" uuid NOT NULL REFERENCES "statements"("id"),
	"amount_cents" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payout_batch_statements_pk" PRIMARY KEY ("batch_id","statement_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batch_statements_live_unique" ON "payout_batch_statements" USING btree ("statement_id") WHERE "payout_batch_statements"."active";
