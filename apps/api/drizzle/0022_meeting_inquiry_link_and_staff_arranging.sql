-- hand-written (before the generated constraint): links stored before the key existed that name no thread are cleared, so the constraint can be added on a database in use.
UPDATE "meetings" SET "inquiry_thread_id" = NULL WHERE "inquiry_thread_id" IS NOT NULL AND "inquiry_thread_id" NOT IN (SELECT "id" FROM "inquiry_threads");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_inquiry_thread_id_inquiry_threads_id_fk" FOREIGN KEY ("inquiry_thread_id") REFERENCES "public"."inquiry_threads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written:
-- The association's staff role arranges meetings between buyers and vendors (administrators hold `*` already).
UPDATE "roles" SET "permissions" = array_append("permissions", 'meetings:arrange')
  WHERE "code" = 'association-staff' AND NOT ('meetings:arrange' = ANY("permissions"));
