CREATE TABLE "list_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hidden_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "list_views_owner_list_name_unique" ON "list_views" USING btree ("owner_id","list",lower("name"));--> statement-breakpoint
CREATE INDEX "list_views_list_shared_idx" ON "list_views" USING btree ("list") WHERE shared;--> statement-breakpoint
CREATE TABLE "list_view_defaults" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"list" text NOT NULL,
	"view_id" uuid NOT NULL REFERENCES "list_views"("id") ON DELETE cascade,
	CONSTRAINT "list_view_defaults_pk" PRIMARY KEY("user_id","list")
);--> statement-breakpoint
CREATE INDEX "list_view_defaults_view_idx" ON "list_view_defaults" USING btree ("view_id");
