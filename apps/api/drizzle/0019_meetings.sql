CREATE TABLE "meeting_bookings" (
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_bookings_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_participants" (
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"side" text NOT NULL,
	CONSTRAINT "meeting_participants_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_slots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_slots_time_order" CHECK ("meeting_slots"."ends_at" > "meeting_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"person_user_id" uuid NOT NULL,
	"proposed_by" uuid,
	"inquiry_thread_id" uuid,
	"subject" text NOT NULL,
	"agenda" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"awaiting_side" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"decline_reason" text,
	"cancel_reason" text,
	"reschedule_reason" text,
	"counter_reason" text,
	"minutes" text DEFAULT '' NOT NULL,
	"follow_ups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minutes_updated_at" timestamp with time zone,
	"ics_sequence" integer DEFAULT 0 NOT NULL,
	"reminded_24h_at" timestamp with time zone,
	"reminded_1h_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_time_order" CHECK ("meetings"."ends_at" is null or "meetings"."ends_at" > "meetings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_slots" ADD CONSTRAINT "meeting_slots_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_person_user_id_users_id_fk" FOREIGN KEY ("person_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_participants_user_idx" ON "meeting_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_slots_meeting_idx" ON "meeting_slots" USING btree ("meeting_id","position");--> statement-breakpoint
CREATE INDEX "meeting_slots_start_idx" ON "meeting_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "meetings_vendor_idx" ON "meetings" USING btree ("vendor_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_person_idx" ON "meetings" USING btree ("person_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_confirmed_start_idx" ON "meetings" USING btree ("starts_at") WHERE "meetings"."status" = 'confirmed';
--> statement-breakpoint
-- hand-written: one person cannot hold two overlapping confirmed meetings (also when two accepts race).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "meeting_bookings" ADD CONSTRAINT "meeting_bookings_no_overlap" EXCLUDE USING gist ("user_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
