CREATE TABLE "inquiry_mailbox_counts" (
	"side" text NOT NULL,
	"party_id" uuid NOT NULL,
	"threads" integer NOT NULL,
	"answered" integer NOT NULL,
	"unread" integer NOT NULL,
	CONSTRAINT "inquiry_mailbox_counts_side_party_id_pk" PRIMARY KEY("side","party_id")
);
--> statement-breakpoint
-- hand-written: each mailbox's kept counts (inquiry_mailbox_counts), kept by triggers on inquiry_threads in
-- the writing statement's own transaction, so a list's count and the unread badge never walk a vendor's
-- threads. A thread counts once for its vendor and once for its buyer.
INSERT INTO "inquiry_mailbox_counts" ("side", "party_id", "threads", "answered", "unread")
  SELECT 'vendor', "vendor_id", count(*), count("last_vendor_message_at"), count(*) FILTER (WHERE "vendor_unread")
  FROM "inquiry_threads" GROUP BY "vendor_id"
  UNION ALL
  SELECT 'buyer', "buyer_user_id", count(*), count("last_vendor_message_at"), count(*) FILTER (WHERE "buyer_unread")
  FROM "inquiry_threads" GROUP BY "buyer_user_id";
--> statement-breakpoint
CREATE FUNCTION "inquiry_counts_after_threads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Transition tables are seen by the trigger's own function only, so each case is written out.
  -- Rows whose counted columns did not move (most replies) write nothing.
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "inquiry_mailbox_counts" AS c ("side", "party_id", "threads", "answered", "unread")
    SELECT "side", "party_id", sum("threads"), sum("answered"), sum("unread") FROM (
      SELECT 'vendor' AS "side", "vendor_id" AS "party_id", 1 AS "threads",
        ("last_vendor_message_at" IS NOT NULL)::int AS "answered", "vendor_unread"::int AS "unread" FROM "new_rows"
      UNION ALL
      SELECT 'buyer', "buyer_user_id", 1, ("last_vendor_message_at" IS NOT NULL)::int, "buyer_unread"::int FROM "new_rows"
      UNION ALL
      SELECT 'vendor' AS "side", "vendor_id" AS "party_id", -1 AS "threads",
        -("last_vendor_message_at" IS NOT NULL)::int AS "answered", -"vendor_unread"::int AS "unread" FROM "old_rows"
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
        ("last_vendor_message_at" IS NOT NULL)::int AS "answered", "vendor_unread"::int AS "unread" FROM "new_rows"
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
        -("last_vendor_message_at" IS NOT NULL)::int AS "answered", -"vendor_unread"::int AS "unread" FROM "old_rows"
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
CREATE TRIGGER "inquiry_threads_counts_insert" AFTER INSERT ON "inquiry_threads" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counts_after_threads"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_threads_counts_update" AFTER UPDATE ON "inquiry_threads" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counts_after_threads"();
--> statement-breakpoint
CREATE TRIGGER "inquiry_threads_counts_delete" AFTER DELETE ON "inquiry_threads" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "inquiry_counts_after_threads"();
