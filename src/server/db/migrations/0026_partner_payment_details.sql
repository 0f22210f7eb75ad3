CREATE TABLE "partner_payment_details" (
	"partner_id" uuid PRIMARY KEY NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"legal_name" text NOT NULL,
	"business_number" text NOT NULL,
	"gst_number" text,
	"gst_registered" boolean DEFAULT false NOT NULL,
	"account_name" text NOT NULL,
	"bank_account_sealed" text NOT NULL,
	"bank_account_masked" text NOT NULL,
	"bank_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payout_hold_until" timestamp with time zone,
	"confirmed_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "self_billing_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "self_billing_agreements_partner_idx" ON "self_billing_agreements" USING btree ("partner_id");
