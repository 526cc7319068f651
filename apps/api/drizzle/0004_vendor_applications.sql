CREATE TABLE "registry_lookups" (
	"ubn" text PRIMARY KEY NOT NULL,
	"found" boolean NOT NULL,
	"company" jsonb,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "vendor_application_documents" (
	"application_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_application_documents_application_id_file_id_pk" PRIMARY KEY("application_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_application_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"applicant_id" uuid NOT NULL,
	"vendor_id" uuid,
	"previous_id" uuid,
	"ubn" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"company" jsonb NOT NULL,
	"registry_snapshot" jsonb,
	"registry_verified" boolean DEFAULT false NOT NULL,
	"notes" text,
	"reject_reason" text,
	"auditor_id" uuid,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "capital" bigint;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "representative" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "categories" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "contact" jsonb;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "certified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "registry_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "registry_status" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "registry_flagged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "registry_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_application_documents" ADD CONSTRAINT "vendor_application_documents_application_id_vendor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vendor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_application_documents" ADD CONSTRAINT "vendor_application_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_application_events" ADD CONSTRAINT "vendor_application_events_application_id_vendor_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vendor_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_application_events" ADD CONSTRAINT "vendor_application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_applications" ADD CONSTRAINT "vendor_applications_auditor_id_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_app_docs_file_idx" ON "vendor_application_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "vendor_application_events_app_idx" ON "vendor_application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_applications_one_pending" ON "vendor_applications" USING btree ("applicant_id","kind") WHERE "vendor_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vendor_applications_queue_idx" ON "vendor_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "vendor_applications_applicant_idx" ON "vendor_applications" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "vendors_created_idx" ON "vendors" USING btree ("created_at","id");