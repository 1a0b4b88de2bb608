-- The subject search's trigram index also holds the module (as a one-element array: GIN answers
-- `&&`, not `= any`), so a keyword with a module filter reads only that module's matches instead
-- of every module's (decision 006). Where pg_trgm or btree_gin is missing, migration 0028 left the
-- older index in place and this one changes nothing.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm')
     AND EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN
    DROP INDEX IF EXISTS "uploads_org_subject_trgm_idx";
    CREATE INDEX "uploads_org_subject_trgm_idx" ON "uploads" USING gin ("org_id", (array["module"]), lower("subject_id") gin_trgm_ops) WHERE deleted_at is null;
  END IF;
END $$;
