CREATE TABLE "action_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_account" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"user_agent" text,
	"request_id" text
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "vendor_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ubn" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"level" text DEFAULT 'registered' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_ubn_unique" UNIQUE("ubn")
);
--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD CONSTRAINT "vendor_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_members" ADD CONSTRAINT "vendor_members_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_logs_created_idx" ON "action_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "action_logs_entity_idx" ON "action_logs" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "action_logs_actor_idx" ON "action_logs" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_members_vendor_idx" ON "vendor_members" USING btree ("vendor_id");--> statement-breakpoint
-- The action log is append-only: no update ever, and deletes only from the retention job, which sets
-- portal.action_log_prune for its own transaction.
CREATE FUNCTION "action_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('portal.action_log_prune', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'action_logs is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "action_logs_append_only" BEFORE UPDATE OR DELETE ON "action_logs"
  FOR EACH ROW EXECUTE FUNCTION "action_logs_append_only"();--> statement-breakpoint
CREATE TRIGGER "action_logs_no_truncate" BEFORE TRUNCATE ON "action_logs"
  FOR EACH STATEMENT EXECUTE FUNCTION "action_logs_append_only"();
--> statement-breakpoint
-- The built-in roles. Their codes are what the code relies on; administrators may edit the staff and
-- member roles' permissions, never the administrator's (`*`).
INSERT INTO "roles" ("id", "code", "name_zh", "name_en", "description", "permissions", "is_system") VALUES
  (gen_random_uuid(), 'system-admin', '系統管理員', 'System administrator', '擁有全部權限。', '{*}', true),
  (gen_random_uuid(), 'association-staff', '協會承辦人員', 'Association staff', '審核供應商、管理內容、檢視使用者。',
    '{users:read,vendors:read,vendors:audit,news:write,categories:write,banners:write,albums:write,attributes:write}', true),
  (gen_random_uuid(), 'member', '一般會員', 'Member', '已登入的一般使用者。', '{}', true)
ON CONFLICT ("code") DO UPDATE SET "is_system" = true, "description" = EXCLUDED."description";--> statement-breakpoint
-- Every existing account is a member.
INSERT INTO "user_roles" ("user_id", "role_id")
  SELECT u."id", r."id" FROM "users" u CROSS JOIN "roles" r WHERE r."code" = 'member'
ON CONFLICT DO NOTHING;
