-- Issue 30 item 3 (docs/decisions/0054-settlement-figures-and-clawbacks.md): a settlement keeps
-- its figures (amount, lender, date); an admin may reverse it with a reason; a commission is
-- earned on the settled amount, cancelled while pending, clawed back once approved or paid.
CREATE TABLE "settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"market" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"lender" text NOT NULL,
	"settled_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" uuid,
	"reversal_reason" text,
	CONSTRAINT "settlements_amount_check" CHECK ("settlements"."amount" > 0),
	CONSTRAINT "settlements_reversal_check" CHECK (("settlements"."reversed_at" is null) = ("settlements"."reversal_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_lead_current_unique" ON "settlements" USING btree ("lead_id") WHERE "settlements"."reversed_at" is null;--> statement-breakpoint
CREATE INDEX "settlements_lender_idx" ON "settlements" USING btree ("lender");--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "kind" text DEFAULT 'commission' NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "settlement_id" uuid;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "reverses_id" uuid;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_reverses_id_commissions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."commissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "commissions_lead_unique";--> statement-breakpoint
CREATE INDEX "commissions_lead_idx" ON "commissions" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_settlement_unique" ON "commissions" USING btree ("settlement_id") WHERE "commissions"."kind" = 'commission';--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_reverses_unique" ON "commissions" USING btree ("reverses_id");--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_amount_check";--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_amount_check" CHECK (("commissions"."kind" = 'commission' and "commissions"."amount" >= 0 and "commissions"."reverses_id" is null) or ("commissions"."kind" = 'clawback' and "commissions"."amount" <= 0 and "commissions"."reverses_id" is not null and "commissions"."reason" is not null));--> statement-breakpoint
-- The lenders a settlement names, offered per market like the document types; admins edit them
-- on /options. A stored value is never renamed, only deactivated.
INSERT INTO "options" ("group", "value", "labels", "data", "sort") VALUES
  ('lender', 'commonwealth_bank', '{"en": "Commonwealth Bank", "es": "Commonwealth Bank", "fr": "Commonwealth Bank", "pt-BR": "Commonwealth Bank", "zh-CN": "澳大利亚联邦银行"}'::jsonb, '{"markets": ["AU"]}'::jsonb, 10),
  ('lender', 'westpac', '{"en": "Westpac", "es": "Westpac", "fr": "Westpac", "pt-BR": "Westpac", "zh-CN": "西太平洋银行"}'::jsonb, '{"markets": ["AU", "NZ"]}'::jsonb, 20),
  ('lender', 'nab', '{"en": "NAB", "es": "NAB", "fr": "NAB", "pt-BR": "NAB", "zh-CN": "澳大利亚国民银行"}'::jsonb, '{"markets": ["AU"]}'::jsonb, 30),
  ('lender', 'anz', '{"en": "ANZ", "es": "ANZ", "fr": "ANZ", "pt-BR": "ANZ", "zh-CN": "澳新银行"}'::jsonb, '{"markets": ["AU", "NZ"]}'::jsonb, 40),
  ('lender', 'judo_bank', '{"en": "Judo Bank", "es": "Judo Bank", "fr": "Judo Bank", "pt-BR": "Judo Bank", "zh-CN": "Judo 银行"}'::jsonb, '{"markets": ["AU"]}'::jsonb, 50),
  ('lender', 'prospa', '{"en": "Prospa", "es": "Prospa", "fr": "Prospa", "pt-BR": "Prospa", "zh-CN": "Prospa"}'::jsonb, '{"markets": ["AU", "NZ"]}'::jsonb, 60),
  ('lender', 'asb', '{"en": "ASB Bank", "es": "ASB Bank", "fr": "ASB Bank", "pt-BR": "ASB Bank", "zh-CN": "ASB 银行"}'::jsonb, '{"markets": ["NZ"]}'::jsonb, 70),
  ('lender', 'bnz', '{"en": "BNZ", "es": "BNZ", "fr": "BNZ", "pt-BR": "BNZ", "zh-CN": "新西兰银行"}'::jsonb, '{"markets": ["NZ"]}'::jsonb, 80),
  ('lender', 'kiwibank', '{"en": "Kiwibank", "es": "Kiwibank", "fr": "Kiwibank", "pt-BR": "Kiwibank", "zh-CN": "Kiwibank 银行"}'::jsonb, '{"markets": ["NZ"]}'::jsonb, 90),
  ('lender', 'other', '{"en": "Another lender", "es": "Otro prestamista", "fr": "Autre prêteur", "pt-BR": "Outro credor", "zh-CN": "其他贷款机构"}'::jsonb, '{"markets": ["AU", "NZ"]}'::jsonb, 100)
ON CONFLICT ("group", "value") DO NOTHING;
