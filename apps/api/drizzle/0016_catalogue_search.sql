ALTER TABLE "products" ADD COLUMN "catalogue_text" text GENERATED ALWAYS AS (lower(replace(normalize(name_zh || chr(31) || name_en || chr(31) || regexp_replace(description_zh || chr(31) || description_en, '<[^>]*>', ' ', 'g'), NFKC), '臺', '台'))) STORED;--> statement-breakpoint
-- hand-written:
-- The catalogue search: every two neighbouring characters of `catalogue_text`, stored and GIN-indexed.
-- Chinese has no spaces and pg_trgm keeps no CJK characters under the cluster's C.UTF-8 locale, so a
-- keyword of two or more characters is looked up by its bigrams, then checked with LIKE (docs/performance.md).
-- The expression repeats `catalogue_text`'s: a generated column cannot read another one.
CREATE FUNCTION "catalogue_bigrams"(value text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(value, i, 2)), '{}') FROM generate_series(1, char_length(value) - 1) AS i
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (catalogue_bigrams(lower(replace(normalize(name_zh || chr(31) || name_en || chr(31) || regexp_replace(description_zh || chr(31) || description_en, '<[^>]*>', ' ', 'g'), NFKC), '臺', '台')))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_bigrams_idx" ON "products" USING gin ("search_bigrams");
--> statement-breakpoint
-- What the catalogue lists without a keyword: published products newest first, with the vendor (to keep
-- active vendors' only) and the category, so the page's ids and the total are read from the index alone.
CREATE INDEX "products_catalogue_idx" ON "products" ("published_at" DESC, "id" DESC) INCLUDE ("vendor_id", "category_id") WHERE "status" = 'published';
--> statement-breakpoint
-- The vendors not active, few: the catalogue's anti-join reads them instead of every vendor.
CREATE INDEX "vendors_not_active_idx" ON "vendors" ("id") WHERE "status" <> 'active';
