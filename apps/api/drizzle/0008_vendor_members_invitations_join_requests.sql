CREATE TABLE "vendor_invitations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text NOT NULL,
	"invited_by" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "vendor_join_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"role" text,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_members" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_join_requests" ADD CONSTRAINT "vendor_join_requests_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_join_requests" ADD CONSTRAINT "vendor_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_join_requests" ADD CONSTRAINT "vendor_join_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_invitations_one_pending" ON "vendor_invitations" USING btree ("vendor_id","email") WHERE "vendor_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vendor_invitations_vendor_sent_idx" ON "vendor_invitations" USING btree ("vendor_id","sent_at");--> statement-breakpoint
CREATE INDEX "vendor_invitations_email_sent_idx" ON "vendor_invitations" USING btree ("email","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_join_requests_one_pending" ON "vendor_join_requests" USING btree ("user_id") WHERE "vendor_join_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vendor_join_requests_vendor_idx" ON "vendor_join_requests" USING btree ("vendor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "vendor_join_requests_user_idx" ON "vendor_join_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_members_vendor_created_idx" ON "vendor_members" USING btree ("vendor_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "vendor_members_vendor_role_idx" ON "vendor_members" USING btree ("vendor_id","role");