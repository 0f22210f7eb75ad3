CREATE TABLE "legal_text_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document" text NOT NULL,
	"locale" text NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_text_versions_document_check" CHECK ("legal_text_versions"."document" in ('privacy', 'terms')),
	CONSTRAINT "legal_text_versions_version_check" CHECK ("legal_text_versions"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "legal_text_versions" ADD CONSTRAINT "legal_text_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_text_versions_unique" ON "legal_text_versions" USING btree ("document","locale","version");--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_privacy_version_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consent_privacy_version_id_legal_text_versions_id_fk" FOREIGN KEY ("consent_privacy_version_id") REFERENCES "public"."legal_text_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The texts saved before per-language versions (decision 0031) were shown to every language:
-- they become the English version 1, which every language falls back to.
INSERT INTO "legal_text_versions" ("document", "locale", "version", "body")
SELECT CASE "key" WHEN 'privacy_text' THEN 'privacy' ELSE 'terms' END, 'en', 1, "value" #>> '{}'
FROM "settings"
WHERE "key" IN ('privacy_text', 'terms_text') AND jsonb_typeof("value") = 'string' AND btrim("value" #>> '{}') <> '';--> statement-breakpoint
DELETE FROM "settings" WHERE "key" IN ('privacy_text', 'terms_text');
