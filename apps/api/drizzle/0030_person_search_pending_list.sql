-- hand-written:
-- New people's bigrams wait in the GIN index's pending list until a vacuum (or 4 MB of them) merges it,
-- and every search reads that whole unsorted list: after 5 000 people were added at once, a vendor's member
-- search took 9 ms in the index against 0.9 ms once merged. A 64 kB limit (the least) merges it as it goes.
ALTER INDEX "users_search_bigrams_idx" SET (gin_pending_list_limit = 64);
