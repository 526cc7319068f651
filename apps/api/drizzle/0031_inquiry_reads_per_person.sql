CREATE TABLE "inquiry_reads" (
	"user_id" uuid NOT NULL,
	"thread_id" uuid NOT NULL,
	"read_messages" integer NOT NULL,
	CONSTRAINT "inquiry_reads_user_id_thread_id_pk" PRIMARY KEY("user_id","thread_id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_unread_counts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"unread" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "inquiry_threads_vendor_unread_idx";--> statement-breakpoint
ALTER TABLE "inquiry_reads" ADD CONSTRAINT "inquiry_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_reads" ADD CONSTRAINT "inquiry_reads_thread_id_inquiry_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."inquiry_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_unread_counts" ADD CONSTRAINT "inquiry_unread_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_reads_thread_idx" ON "inquiry_reads" USING btree ("thread_id");--> statement-breakpoint
-- hand-written: each answerer's read state starts as the vendor side's shared one was: a thread read by
-- the vendor side is read by every person answering for it now.
INSERT INTO "inquiry_reads" ("user_id", "thread_id", "read_messages")
  SELECT p."user_id", t."id", t."message_count"
  FROM "inquiry_threads" t
  JOIN (
    SELECT "user_id", "vendor_id" FROM "vendor_members" WHERE "role" IN ('owner', 'manager')
    UNION
    SELECT "user_id", "vendor_id" FROM "inquiry_answerers"
  ) p ON p."vendor_id" = t."vendor_id"
  WHERE NOT t."vendor_unread";
--> statement-breakpoint
ALTER TABLE "inquiry_threads" DROP COLUMN "vendor_unread";
--> statement-breakpoint
-- hand-written: a vendor's kept row no longer counts unread threads (its answerers each have their own).
UPDATE "inquiry_mailbox_counts" SET "unread" = 0 WHERE "side" = 'vendor';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "inquiry_counts_after_threads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Transition tables are seen by the trigger's own function only, so each case is written out.
  -- Rows whose counted columns did not move (most replies) write nothing.
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "inquiry_mailbox_counts" AS c ("side", "party_id", "threads", "answered", "unread")
    SELECT "side", "party_id", sum("threads"), sum("answered"), sum("unread") FROM (
      SELECT 'vendor' AS "side", "vendor_id" AS "party_id", 1 AS "threads",
        ("last_vendor_message_at" IS NOT NULL)::int AS "answered", 0 AS "unread" FROM "new_rows"
      UNION ALL
      SELECT 'buyer', "buyer_user_id", 1, ("last_vendor_message_at" IS NOT NULL)::int, "buyer_unread"::int FROM "new_rows"
      UNION ALL
      SELECT 'vendor' AS "side", "vendor_id" AS "party_id", -1 AS "threads",
        -("last_vendor_message_at" IS NOT NULL)::int AS "answered", 0 AS "unread" FROM "old_rows"
      UNION ALL
      SELECT 'buyer', "buyer_user_id", -1, -("last_vendor_message_at" IS NOT NULL)::int, -"buyer_unread"::int FROM "old_rows"
    ) d GROUP BY 1, 2
    HAVING sum("threads") <> 0 OR sum("answered") <> 0 OR sum("unread") <> 0
    ON CONFLICT ("side", "party_id") DO UPDATE SET "threads" = c."threads" + excluded."threads",
      "answered" = c."answered" + excluded."answered", "unread" = c."unread" + excluded."unread";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "inquiry_mailbox_counts" AS c ("side", "party_id", "threads", "answered", "unread")
    SELECT "side", "party_id", sum("threads"), sum("answered"), sum("unread") FROM (
      SELECT 'vendor' AS "side", "vendor_id" AS "party_id", 1 AS "threads",
        ("last_vendor_message_at" IS NOT NULL)::int AS "answered", 0 AS "unread" FROM "new_rows"
      UNION ALL
      SELECT 'buyer', "buyer_user_id", 1, ("last_vendor_message_at" IS NOT NULL)::int, "buyer_unread"::int FROM "new_rows"
    ) d GROUP BY 1, 2
    HAVING sum("threads") <> 0 OR sum("answered") <> 0 OR sum("unread") <> 0
    ON CONFLICT ("side", "party_id") DO UPDATE SET "threads" = c."threads" + excluded."threads",
      "answered" = c."answered" + excluded."answered", "unread" = c."unread" + excluded."unread";
  ELSE
    INSERT INTO "inquiry_mailbox_counts" AS c ("side", "party_id", "threads", "answered", "unread")
    SELECT "side", "party_id", sum("threads"), sum("answered"), sum("unread") FROM (
      SELECT 'vendor' AS "side", "vendor_id" AS "party_id", -1 AS "threads",
        -("last_vendor_message_at" IS NOT NULL)::int AS "answered", 0 AS "unread" FROM "old_rows"
      UNION ALL
      SELECT 'buyer', "buyer_user_id", -1, -("last_vendor_message_at" IS NOT NULL)::int, -"buyer_unread"::int FROM "old_rows"
    ) d GROUP BY 1, 2
    HAVING sum("threads") <> 0 OR sum("answered") <> 0 OR sum("unread") <> 0
    ON CONFLICT ("side", "party_id") DO UPDATE SET "threads" = c."threads" + excluded."threads",
      "answered" = c."answered" + excluded."answered", "unread" = c."unread" + excluded."unread";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- hand-written: a person's kept unread count rests on their membership and right to answer, and on the
-- vendor's threads; when one of those changes wholesale, the row goes and is counted again on first need.
CREATE FUNCTION "inquiry_unread_counts_forget_people"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "inquiry_unread_counts" WHERE "user_id" IN (SELECT "user_id" FROM "old_rows");
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    DELETE FROM "inquiry_unread_counts" WHERE "user_id" IN (SELECT "user_id" FROM "new_rows");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vendor_members_unread_insert" AFTER INSERT ON "vendor_members" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_unread_counts_forget_people"();
--> statement-breakpoint
CREATE TRIGGER "vendor_members_unread_update" AFTER UPDATE ON "vendor_members" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_unread_counts_forget_people"();
--> statement-breakpoint
CREATE TRIGGER "vendor_members_unread_delete" AFTER DELETE ON "vendor_members" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_unread_counts_forget_people"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_answerers_unread_insert" AFTER INSERT ON "inquiry_answerers" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_unread_counts_forget_people"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_answerers_unread_update" AFTER UPDATE ON "inquiry_answerers" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_unread_counts_forget_people"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_answerers_unread_delete" AFTER DELETE ON "inquiry_answerers" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_unread_counts_forget_people"();
--> statement-breakpoint
CREATE FUNCTION "inquiry_unread_counts_forget_vendors"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "inquiry_unread_counts" c USING "vendor_members" m
  WHERE m."user_id" = c."user_id" AND m."vendor_id" IN (SELECT "vendor_id" FROM "old_rows");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "inquiry_threads_unread_delete" AFTER DELETE ON "inquiry_threads" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_unread_counts_forget_vendors"();