CREATE TABLE "product_published_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"published" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_published_counts" (
	"audience" text NOT NULL,
	"category" text NOT NULL,
	"published" integer NOT NULL,
	CONSTRAINT "news_published_counts_audience_category_pk" PRIMARY KEY("audience","category")
);
--> statement-breakpoint
CREATE TABLE "news_read_counts" (
	"user_id" uuid NOT NULL,
	"audience" text NOT NULL,
	"marks" integer NOT NULL,
	CONSTRAINT "news_read_counts_user_id_audience_pk" PRIMARY KEY("user_id","audience")
);
--> statement-breakpoint
ALTER TABLE "news_read_counts" ADD CONSTRAINT "news_read_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_expiry_idx" ON "news" USING btree ("audience","publish_until") WHERE "news"."status" = 'published' and "news"."publish_until" is not null;--> statement-breakpoint
CREATE INDEX "news_drafts_idx" ON "news" USING btree ("audience") WHERE "news"."status" <> 'published';
--> statement-breakpoint
-- hand-written: the kept counts of announcements (news_published_counts, news_read_counts), kept by
-- triggers in the writing statement's own transaction, so a board's total and a person's unread count
-- never walk the whole board or all of the person's read marks.
-- The board's index carries the window's end, so a page is walked in the index alone.
DROP INDEX "news_board_idx";
--> statement-breakpoint
CREATE INDEX "news_board_idx" ON "news" USING btree ("audience", "pinned" DESC, "visible_from" DESC, "id" DESC)
  INCLUDE ("publish_until") WHERE "news"."status" = 'published';
--> statement-breakpoint
-- Marks under their reader's "mark all read" watermark are redundant (the watermark reads them).
DELETE FROM "news_reads" r USING "news" n, "news_read_watermarks" w
  WHERE n."id" = r."news_id" AND w."user_id" = r."user_id" AND n."visible_from" <= w."read_up_to";
--> statement-breakpoint
INSERT INTO "news_published_counts" ("audience", "category", "published")
  SELECT "audience", "category", count(*) FROM "news" WHERE "status" = 'published' GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "news_read_counts" ("user_id", "audience", "marks")
  SELECT r."user_id", n."audience", count(*) FROM "news_reads" r JOIN "news" n ON n."id" = r."news_id" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "news_counts_after_news"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "news_published_counts" c SET "published" = c."published" - o."n"
      FROM (SELECT "audience", "category", count(*) AS "n" FROM "old_rows" WHERE "status" = 'published'
            GROUP BY 1, 2) o
      WHERE c."audience" = o."audience" AND c."category" = o."category";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "news_published_counts" AS c ("audience", "category", "published")
      SELECT "audience", "category", count(*) FROM "new_rows" WHERE "status" = 'published' GROUP BY 1, 2
      ON CONFLICT ("audience", "category") DO UPDATE SET "published" = c."published" + excluded."published";
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Read marks follow their item into its new audience.
    UPDATE "news_read_counts" c SET "marks" = c."marks" - m."n"
      FROM (SELECT r."user_id", o."audience", count(*) AS "n"
            FROM "old_rows" o JOIN "new_rows" nw ON nw."id" = o."id" AND nw."audience" <> o."audience"
            JOIN "news_reads" r ON r."news_id" = o."id" GROUP BY 1, 2) m
      WHERE c."user_id" = m."user_id" AND c."audience" = m."audience";
    INSERT INTO "news_read_counts" AS c ("user_id", "audience", "marks")
      SELECT r."user_id", nw."audience", count(*)
      FROM "old_rows" o JOIN "new_rows" nw ON nw."id" = o."id" AND nw."audience" <> o."audience"
      JOIN "news_reads" r ON r."news_id" = o."id" GROUP BY 1, 2
      ON CONFLICT ("user_id", "audience") DO UPDATE SET "marks" = c."marks" + excluded."marks";
    -- An item moved to before a reader's watermark is read by the watermark: its mark goes.
    DELETE FROM "news_reads" r USING "old_rows" o, "new_rows" nw, "news_read_watermarks" w
      WHERE nw."id" = o."id" AND nw."visible_from" IS DISTINCT FROM o."visible_from"
        AND r."news_id" = nw."id" AND w."user_id" = r."user_id" AND nw."visible_from" <= w."read_up_to";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "news_counts_insert" AFTER INSERT ON "news" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "news_counts_after_news"();
--> statement-breakpoint
CREATE TRIGGER "news_counts_update" AFTER UPDATE ON "news" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "news_counts_after_news"();
--> statement-breakpoint
CREATE TRIGGER "news_counts_delete" AFTER DELETE ON "news" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "news_counts_after_news"();
--> statement-breakpoint
-- An item's marks go before the item, while its audience can still be read for their counts.
CREATE FUNCTION "news_marks_before_news_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "news_reads" WHERE "news_id" = OLD."id";
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "news_marks_before_delete" BEFORE DELETE ON "news"
  FOR EACH ROW EXECUTE FUNCTION "news_marks_before_news_delete"();
--> statement-breakpoint
CREATE FUNCTION "news_counts_after_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "news_read_counts" c SET "marks" = c."marks" - m."n"
      FROM (SELECT r."user_id", n."audience", count(*) AS "n" FROM "old_rows" r JOIN "news" n ON n."id" = r."news_id"
            GROUP BY 1, 2) m
      WHERE c."user_id" = m."user_id" AND c."audience" = m."audience";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "news_read_counts" AS c ("user_id", "audience", "marks")
      SELECT r."user_id", n."audience", count(*) FROM "new_rows" r JOIN "news" n ON n."id" = r."news_id" GROUP BY 1, 2
      ON CONFLICT ("user_id", "audience") DO UPDATE SET "marks" = c."marks" + excluded."marks";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "news_reads_counts_insert" AFTER INSERT ON "news_reads" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "news_counts_after_reads"();
--> statement-breakpoint
CREATE TRIGGER "news_reads_counts_update" AFTER UPDATE ON "news_reads" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "news_counts_after_reads"();
--> statement-breakpoint
CREATE TRIGGER "news_reads_counts_delete" AFTER DELETE ON "news_reads" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "news_counts_after_reads"();
--> statement-breakpoint
-- The catalogue's kept count: published products per category, kept in the writing statement's
-- transaction (the catalogue subtracts the products of vendors not active when it reads).
INSERT INTO "product_published_counts" ("category_id", "published")
  SELECT "category_id", count(*) FROM "products" WHERE "status" = 'published' GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "product_counts_after_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "product_published_counts" c SET "published" = c."published" - o."n"
      FROM (SELECT "category_id", count(*) AS "n" FROM "old_rows" WHERE "status" = 'published' GROUP BY 1) o
      WHERE c."category_id" = o."category_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "product_published_counts" AS c ("category_id", "published")
      SELECT "category_id", count(*) FROM "new_rows" WHERE "status" = 'published' GROUP BY 1
      ON CONFLICT ("category_id") DO UPDATE SET "published" = c."published" + excluded."published";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_counts_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_after_products"();
--> statement-breakpoint
CREATE TRIGGER "products_counts_update" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_after_products"();
--> statement-breakpoint
CREATE TRIGGER "products_counts_delete" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_counts_after_products"();
