ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(normalize(name || chr(31) || account || chr(31) || coalesce(email, ''), NFKC))) STORED;--> statement-breakpoint
-- hand-written:
-- A person's search text as bigrams, GIN-indexed, as the catalogue's `search_bigrams` (migration 0016):
-- a name part is found among every person without reading them all. The expression repeats
-- `search_text`'s: a generated column cannot read another one.
ALTER TABLE "users" ADD COLUMN "search_bigrams" text[] GENERATED ALWAYS AS (catalogue_bigrams(lower(normalize(name || chr(31) || account || chr(31) || coalesce(email, ''), NFKC)))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_bigrams_idx" ON "users" USING gin ("search_bigrams");
