-- hand-written (first: the generated catalogue_text below calls it; carry it over ahead of the generated statements):
-- A text's HTML character references decoded: the named ones the description sanitiser emits (&amp; &lt;
-- &gt; &quot;) plus &apos; and &nbsp;, and numeric &#...; / &#x...;. A reference to no valid character
-- (0, a surrogate, above U+10FFFF) or an unknown name stays as written: a generated column must never fail.
CREATE FUNCTION "html_entities_decoded"(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(
    CASE
      WHEN c.code BETWEEN 1 AND 1114111 AND c.code NOT BETWEEN 55296 AND 57343 THEN chr(c.code)
      WHEN t.m[4] = 'amp' THEN '&'
      WHEN t.m[4] = 'lt' THEN '<'
      WHEN t.m[4] = 'gt' THEN '>'
      WHEN t.m[4] = 'quot' THEN '"'
      WHEN t.m[4] = 'apos' THEN ''''
      WHEN t.m[4] = 'nbsp' THEN chr(160)
      ELSE t.m[1]
    END, '' ORDER BY t.n), '')
  FROM regexp_matches(value, '(&#[xX]([0-9a-fA-F]+);|&#([0-9]+);|&([a-zA-Z]+);|[^&]+|&)', 'g') WITH ORDINALITY AS t(m, n)
  -- CASE tries its branches in order: a number too long to be a character is never cast.
  CROSS JOIN LATERAL (SELECT CASE
    WHEN length(t.m[2]) <= 6 THEN ('x' || lpad(t.m[2], 8, '0'))::bit(32)::int
    WHEN length(t.m[3]) <= 7 THEN t.m[3]::int
  END AS code) AS c
$$;--> statement-breakpoint
CREATE TABLE "vendor_services" (
	"vendor_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_services_vendor_id_category_id_pk" PRIMARY KEY("vendor_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "products" drop column "catalogue_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "catalogue_text" text GENERATED ALWAYS AS (lower(replace(normalize(name_zh || chr(31) || name_en || chr(31) || html_entities_decoded(regexp_replace(description_zh || chr(31) || description_en, '<[^>]*>', ' ', 'g')), NFKC), '臺', '台'))) STORED;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_services_category_idx" ON "vendor_services" USING btree ("category_id","vendor_id");--> statement-breakpoint
-- hand-written:
-- The catalogue's bigrams follow catalogue_text's new expression (decoded references): the column and
-- its GIN index are dropped and made again (a generated column cannot read another one, so it repeats it).
DROP INDEX IF EXISTS "products_search_bigrams_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_bigrams";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (catalogue_bigrams(lower(replace(normalize(name_zh || chr(31) || name_en || chr(31) || html_entities_decoded(regexp_replace(description_zh || chr(31) || description_en, '<[^>]*>', ' ', 'g')), NFKC), '臺', '台')))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_bigrams_idx" ON "products" USING gin ("search_bigrams");
