-- Issue 34 item 1 (docs/decisions/0075): tasks on a lead, each due at an instant typed on the
-- market's clock; in-app notices (the bell); one row per admin, market and local day a digest
-- was considered, so two processes or a restart never send a second one.
CREATE TABLE "lead_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL REFERENCES "leads"("id") ON DELETE cascade,
	"title" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"done_at" timestamp with time zone,
	"done_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A lead's next open task (lists, board cards, the "no next task" filter) reads only open rows.
CREATE INDEX "lead_tasks_open_lead_idx" ON "lead_tasks" USING btree ("lead_id","due_at") WHERE "done_at" IS NULL;--> statement-breakpoint
-- "My tasks" and the digest: an assignee's open tasks by due time.
CREATE INDEX "lead_tasks_open_assignee_idx" ON "lead_tasks" USING btree ("assignee_id","due_at") WHERE "done_at" IS NULL;--> statement-breakpoint
-- The reminder round: open tasks not yet reminded, by due time.
CREATE INDEX "lead_tasks_reminder_idx" ON "lead_tasks" USING btree ("due_at") WHERE "done_at" IS NULL AND "reminded_at" IS NULL;--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"lead_id" uuid REFERENCES "leads"("id") ON DELETE cascade,
	"task_id" uuid REFERENCES "lead_tasks"("id") ON DELETE cascade,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notices_user_unread_idx" ON "notices" USING btree ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE TABLE "task_digests" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"market" text NOT NULL,
	"day" date NOT NULL,
	"task_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_digests_pkey" PRIMARY KEY("user_id","market","day")
);
