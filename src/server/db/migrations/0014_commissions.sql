CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"market" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"basis_type" text NOT NULL,
	"basis_value" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" uuid,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	CONSTRAINT "commissions_amount_check" CHECK ("commissions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "commission_type" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "commission_value" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "show_commissions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_lead_unique" ON "commissions" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "commissions_market_status_idx" ON "commissions" USING btree ("market","status","created_at","id");--> statement-breakpoint
CREATE INDEX "commissions_market_created_idx" ON "commissions" USING btree ("market","created_at","id");--> statement-breakpoint
CREATE INDEX "commissions_partner_idx" ON "commissions" USING btree ("partner_id","created_at");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_commission_terms_check" CHECK (("partners"."commission_type" is null) = ("partners"."commission_value" is null) and coalesce("partners"."commission_value", 0) >= 0);