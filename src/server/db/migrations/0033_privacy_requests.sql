ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_hash" text NOT NULL,
	"lead_references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor_user_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "privacy_requests_created_idx" ON "privacy_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_retention_idx" ON "leads" USING btree ("status_changed_at") WHERE status in ('declined', 'withdrawn') and erased_at is null;
