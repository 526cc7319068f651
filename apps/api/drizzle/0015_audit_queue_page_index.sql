DROP INDEX "vendor_applications_queue_idx";--> statement-breakpoint
CREATE INDEX "vendor_applications_queue_idx" ON "vendor_applications" USING btree ("status","created_at","id");