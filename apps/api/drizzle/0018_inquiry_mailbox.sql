CREATE TABLE "inquiry_answerers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"granted_by" uuid,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_archives" (
	"user_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"archived_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_archives_user_id_thread_id_pk" PRIMARY KEY("user_id","thread_id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_attachments" (
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "inquiry_attachments_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_digests" (
	"thread_id" uuid NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_digests_thread_id_recipient_user_id_pk" PRIMARY KEY("thread_id","recipient_user_id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_threads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"product_id" uuid,
	"subject" text NOT NULL,
	"search_text" text NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_side" text NOT NULL,
	"last_preview" text DEFAULT '' NOT NULL,
	"last_vendor_message_at" timestamp with time zone,
	"vendor_unread" boolean DEFAULT true NOT NULL,
	"buyer_unread" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiry_answerers" ADD CONSTRAINT "inquiry_answerers_user_id_vendor_members_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."vendor_members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_answerers" ADD CONSTRAINT "inquiry_answerers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_answerers" ADD CONSTRAINT "inquiry_answerers_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_archives" ADD CONSTRAINT "inquiry_archives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_archives" ADD CONSTRAINT "inquiry_archives_thread_id_inquiry_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inquiry_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_message_id_inquiry_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inquiry_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_digests" ADD CONSTRAINT "inquiry_digests_thread_id_inquiry_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inquiry_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_digests" ADD CONSTRAINT "inquiry_digests_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_thread_id_inquiry_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inquiry_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_threads" ADD CONSTRAINT "inquiry_threads_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_threads" ADD CONSTRAINT "inquiry_threads_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_threads" ADD CONSTRAINT "inquiry_threads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_answerers_vendor_idx" ON "inquiry_answerers" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "inquiry_archives_thread_idx" ON "inquiry_archives" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "inquiry_attachments_file_idx" ON "inquiry_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "inquiry_digests_due_idx" ON "inquiry_digests" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "inquiry_digests_recipient_idx" ON "inquiry_digests" USING btree ("recipient_user_id");--> statement-breakpoint
CREATE INDEX "inquiry_messages_thread_idx" ON "inquiry_messages" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiry_messages_author_idx" ON "inquiry_messages" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "inquiry_threads_vendor_idx" ON "inquiry_threads" USING btree ("vendor_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_threads_vendor_sent_idx" ON "inquiry_threads" USING btree ("vendor_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "inquiry_threads"."last_vendor_message_at" is not null;--> statement-breakpoint
CREATE INDEX "inquiry_threads_vendor_unread_idx" ON "inquiry_threads" USING btree ("vendor_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "inquiry_threads"."vendor_unread";--> statement-breakpoint
CREATE INDEX "inquiry_threads_buyer_idx" ON "inquiry_threads" USING btree ("buyer_user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiry_threads_buyer_inbox_idx" ON "inquiry_threads" USING btree ("buyer_user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "inquiry_threads"."last_vendor_message_at" is not null;--> statement-breakpoint
CREATE INDEX "inquiry_threads_buyer_unread_idx" ON "inquiry_threads" USING btree ("buyer_user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "inquiry_threads"."buyer_unread";--> statement-breakpoint
CREATE INDEX "inquiry_threads_product_idx" ON "inquiry_threads" USING btree ("product_id");