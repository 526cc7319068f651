ALTER TABLE "roles" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- hand-written:
-- The built-in roles' descriptions in English (their names already have both languages).
UPDATE "roles" SET "description_en" = 'Holds every permission.' WHERE "code" = 'system-admin' AND "description_en" = '';--> statement-breakpoint
UPDATE "roles" SET "description_en" = 'Reviews vendors, manages content, views users.' WHERE "code" = 'association-staff' AND "description_en" = '';--> statement-breakpoint
UPDATE "roles" SET "description_en" = 'A signed-in user.' WHERE "code" = 'member' AND "description_en" = '';
