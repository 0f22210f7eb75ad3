-- Issue 34 item 3, decision 0077: automatic document chasing. A second link to the same upload
-- page (a rejection's, decision 0055, or a reminder's) names the link it accompanies, so the
-- chase follows the link the admin sent and revoking that link ends its companions too.
ALTER TABLE "guest_links" ADD COLUMN "companion_of" uuid REFERENCES "guest_links"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "guest_links_companion_idx" ON "guest_links" ("companion_of");
--> statement-breakpoint
-- One row per reminder of a link: the primary key (link, number) lets one process only send
-- reminder n, however many rounds run at once.
CREATE TABLE "document_reminders" (
  "link_id" uuid NOT NULL REFERENCES "guest_links"("id") ON DELETE CASCADE,
  "number" integer NOT NULL,
  "lead_id" uuid NOT NULL REFERENCES "leads"("id") ON DELETE CASCADE,
  "sent_at" timestamp with time zone NOT NULL,
  CONSTRAINT "document_reminders_pk" PRIMARY KEY ("link_id", "number")
);
--> statement-breakpoint
CREATE INDEX "document_reminders_lead_idx" ON "document_reminders" ("lead_id");
--> statement-breakpoint
-- An admin's pause of the chase of one lead; resuming deletes the row.
CREATE TABLE "document_chase_pauses" (
  "lead_id" uuid PRIMARY KEY REFERENCES "leads"("id") ON DELETE CASCADE,
  "paused_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "paused_at" timestamp with time zone NOT NULL DEFAULT now()
);
