CREATE TABLE "lead_import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"file_name" text NOT NULL,
	"headers" jsonb NOT NULL,
	"delimiter" text NOT NULL,
	"row_count" integer NOT NULL,
	"status" text DEFAULT 'staged' NOT NULL,
	"mapping" jsonb,
	"default_market" text,
	"created_count" integer DEFAULT 0 NOT NULL,
	"matched_count" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	"imported_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "lead_import_batches_created_idx" ON "lead_import_batches" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "lead_import_rows" (
	"batch_id" uuid NOT NULL REFERENCES "lead_import_batches"("id") ON DELETE cascade,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"outcome" text,
	"lead_id" uuid REFERENCES "leads"("id") ON DELETE set null,
	"filled" jsonb,
	"lead_version" integer,
	CONSTRAINT "lead_import_rows_pkey" PRIMARY KEY("batch_id","row_number")
);--> statement-breakpoint
CREATE INDEX "lead_import_rows_lead_idx" ON "lead_import_rows" USING btree ("lead_id");--> statement-breakpoint
CREATE TABLE "lead_import_mappings" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "merged_into" uuid REFERENCES "leads"("id");--> statement-breakpoint
CREATE INDEX "leads_market_business_number_idx" ON "leads" USING btree ("market","business_number") WHERE "business_number" IS NOT NULL;
