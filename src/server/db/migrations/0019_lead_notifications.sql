ALTER TABLE "partners" ADD COLUMN "lead_updates" text DEFAULT 'milestones' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_lead_updates_check" CHECK ("lead_updates" in ('all', 'milestones', 'none'));--> statement-breakpoint
CREATE TABLE "outbox_leads" (
	"outbox_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	CONSTRAINT "outbox_leads_pkey" PRIMARY KEY("lead_id","outbox_id")
);
--> statement-breakpoint
ALTER TABLE "outbox_leads" ADD CONSTRAINT "outbox_leads_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_leads" ADD CONSTRAINT "outbox_leads_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
