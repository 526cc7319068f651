CREATE TABLE "news" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"audience" text NOT NULL,
	"status" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_until" timestamp with time zone,
	"published_at" timestamp with time zone,
	"visible_from" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_window_order" CHECK ("news"."publish_until" is null or "news"."publish_from" is null or "news"."publish_until" > "news"."publish_from"),
	CONSTRAINT "news_visible_when_published" CHECK (("news"."status" = 'published') = ("news"."visible_from" is not null))
);
--> statement-breakpoint
CREATE TABLE "news_attachments" (
	"news_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "news_attachments_news_id_file_id_pk" PRIMARY KEY("news_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "news_read_watermarks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"read_up_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"user_id" uuid NOT NULL,
	"news_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_reads_user_id_news_id_pk" PRIMARY KEY("user_id","news_id")
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_attachments" ADD CONSTRAINT "news_attachments_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_attachments" ADD CONSTRAINT "news_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_read_watermarks" ADD CONSTRAINT "news_read_watermarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_board_idx" ON "news" USING btree ("audience","pinned" DESC NULLS LAST,"visible_from" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "news"."status" = 'published';--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "news_attachments_file_idx" ON "news_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "news_reads_news_idx" ON "news_reads" USING btree ("news_id");