-- A subject search matches any part of a subject ID (LIKE '%part%', decision 006): a trigram
-- index replaces the prefix index. pg_trgm ships with PostgreSQL's contrib and with PGlite (the
-- server loads it there); where it is missing the search still works, reading the
-- organisation's rows without the index, so the migration does not fail.
DROP INDEX "uploads_org_subject_idx";--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX "uploads_subject_trgm_idx" ON "uploads" USING gin (lower("subject_id") gin_trgm_ops) WHERE deleted_at is null;
  ELSE
    RAISE WARNING 'pg_trgm is not available: subject searches will read without a trigram index';
  END IF;
END $$;
