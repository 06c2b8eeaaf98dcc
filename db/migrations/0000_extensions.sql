-- Extensions every later migration may rely on: trigram indexes for name lookups.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
