-- drizzle-kit does not write extensions; search relies on trigram similarity.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
