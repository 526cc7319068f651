DROP INDEX "action_logs_created_idx";--> statement-breakpoint
CREATE INDEX "action_logs_created_id_idx" ON "action_logs" USING btree ("created_at","id");