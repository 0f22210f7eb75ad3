ALTER TABLE "partners" ADD COLUMN "colleagues_see" text DEFAULT 'firm' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_colleagues_see_check" CHECK ("colleagues_see" in ('firm', 'own'));--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "referred_by_user_id" uuid REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
CREATE INDEX "leads_referred_by_idx" ON "leads" USING btree ("partner_id","referred_by_user_id");--> statement-breakpoint
CREATE TABLE "partner_members" (
	"partner_id" uuid NOT NULL REFERENCES "partners"("id") ON DELETE cascade,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"role" text NOT NULL,
	"referral_code" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" uuid REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "partner_members_role_check" CHECK ("role" in ('owner', 'colleague'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "partner_members_user_unique" ON "partner_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_members_referral_code_unique" ON "partner_members" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "partner_members_partner_idx" ON "partner_members" USING btree ("partner_id","added_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION partner_owner_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO partner_members (partner_id, user_id, role, added_at)
		VALUES (NEW.id, NEW.user_id, 'owner', NEW.created_at)
		ON CONFLICT (user_id) DO NOTHING;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "partners_owner_member" AFTER INSERT ON "partners" FOR EACH ROW EXECUTE FUNCTION partner_owner_member();--> statement-breakpoint
INSERT INTO "partner_members" ("partner_id", "user_id", "role", "added_at")
	SELECT "id", "user_id", 'owner', "created_at" FROM "partners";--> statement-breakpoint
UPDATE "leads" SET "referred_by_user_id" = "partners"."user_id" FROM "partners" WHERE "partners"."id" = "leads"."partner_id";
