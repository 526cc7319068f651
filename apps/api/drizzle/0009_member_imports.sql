CREATE TABLE "member_import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"job_title" text NOT NULL,
	"role" text NOT NULL,
	"verdict" text NOT NULL,
	"state" text NOT NULL,
	"problems" jsonb NOT NULL,
	"invitation_id" uuid,
	"done_at" timestamp with time zone,
	CONSTRAINT "member_import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "member_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"acting" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"total_rows" integer NOT NULL,
	"counts" jsonb NOT NULL,
	"unknown_columns" jsonb NOT NULL,
	"invite_rows" integer NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"apply_context" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_import_rows" ADD CONSTRAINT "member_import_rows_import_id_member_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."member_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_rows" ADD CONSTRAINT "member_import_rows_invitation_id_vendor_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."vendor_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_import_rows_state_idx" ON "member_import_rows" USING btree ("import_id","state","row_number");--> statement-breakpoint
CREATE INDEX "member_imports_vendor_idx" ON "member_imports" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "member_imports_status_idx" ON "member_imports" USING btree ("status","heartbeat_at");