CREATE TABLE "consultation_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"consultation_id" uuid NOT NULL,
	"author_id" uuid,
	"from_association" boolean NOT NULL,
	"content" text NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"asker_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"state" text NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"last_post_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"staff_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "mail_audience" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "audience_mail_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "audience_mail_cursor" uuid;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "audience_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_posts" ADD CONSTRAINT "consultation_posts_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_posts" ADD CONSTRAINT "consultation_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_posts" ADD CONSTRAINT "consultation_posts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_posts_case_idx" ON "consultation_posts" USING btree ("consultation_id","created_at");--> statement-breakpoint
CREATE INDEX "consultation_posts_file_idx" ON "consultation_posts" USING btree ("file_id") WHERE "consultation_posts"."file_id" is not null;--> statement-breakpoint
CREATE INDEX "consultations_asker_idx" ON "consultations" USING btree ("asker_id","last_post_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_state_idx" ON "consultations" USING btree ("state","last_post_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "consultations_last_post_idx" ON "consultations" USING btree ("last_post_at" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- hand-written:
-- The association's staff role answers consultations (administrators hold `*` already).
UPDATE "roles" SET "permissions" = array_append("permissions", 'consultations:handle')
  WHERE "code" = 'association-staff' AND NOT ('consultations:handle' = ANY("permissions"));
