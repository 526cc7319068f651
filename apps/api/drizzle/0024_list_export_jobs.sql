CREATE TABLE "export_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"list" text NOT NULL,
	"format" text NOT NULL,
	"query" jsonb NOT NULL,
	"language" text NOT NULL,
	"context" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"total_count" integer NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_user_idx" ON "export_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_expires_idx" ON "export_jobs" USING btree ("expires_at");