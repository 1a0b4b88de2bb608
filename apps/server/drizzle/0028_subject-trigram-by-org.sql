-- The subject search's trigram index is led by the organisation (btree_gin), so a common part of
-- an ID reads only this organisation's matches instead of every organisation's (decision 006).
-- btree_gin ships with PostgreSQL's contrib and with PGlite (the server loads it there); where
-- it or pg_trgm is missing the old index stays and the search still works.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm')
     AND EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    DROP INDEX IF EXISTS "uploads_subject_trgm_idx";
    CREATE INDEX "uploads_org_subject_trgm_idx" ON "uploads" USING gin ("org_id", lower("subject_id") gin_trgm_ops) WHERE deleted_at is null;
  ELSE
    RAISE WARNING 'pg_trgm or btree_gin is not available: subject searches read every organisation''s trigram matches';
  END IF;
END $$;
