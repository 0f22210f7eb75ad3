CREATE TABLE "lead_stats" (
	"market" text NOT NULL,
	"week" date NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"leads" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "lead_stats_market_week_status_source_pk" PRIMARY KEY("market","week","status","source")
);
--> statement-breakpoint
CREATE TABLE "partner_lead_stats" (
	"partner_id" uuid NOT NULL,
	"market" text NOT NULL,
	"leads" integer NOT NULL,
	"settled_amount" bigint NOT NULL,
	CONSTRAINT "partner_lead_stats_partner_id_market_pk" PRIMARY KEY("partner_id","market")
);
--> statement-breakpoint
CREATE INDEX "partner_lead_stats_top_idx" ON "partner_lead_stats" USING btree ("market","leads");