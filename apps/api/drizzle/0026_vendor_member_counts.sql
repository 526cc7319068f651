CREATE TABLE "vendor_member_counts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"members" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_member_counts" ADD CONSTRAINT "vendor_member_counts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written:
-- The member list's kept total: people per vendor, kept in the writing statement's transaction.
INSERT INTO "vendor_member_counts" ("vendor_id", "members")
  SELECT "vendor_id", count(*) FROM "vendor_members" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "vendor_member_counts_after_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "vendor_member_counts" c SET "members" = c."members" - o."n"
      FROM (SELECT "vendor_id", count(*) AS "n" FROM "old_rows" GROUP BY 1) o
      WHERE c."vendor_id" = o."vendor_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "vendor_member_counts" AS c ("vendor_id", "members")
      SELECT "vendor_id", count(*) FROM "new_rows" GROUP BY 1
      ON CONFLICT ("vendor_id") DO UPDATE SET "members" = c."members" + excluded."members";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vendor_members_counts_insert" AFTER INSERT ON "vendor_members" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "vendor_member_counts_after_members"();
--> statement-breakpoint
CREATE TRIGGER "vendor_members_counts_update" AFTER UPDATE ON "vendor_members" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "vendor_member_counts_after_members"();
--> statement-breakpoint
CREATE TRIGGER "vendor_members_counts_delete" AFTER DELETE ON "vendor_members" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "vendor_member_counts_after_members"();
