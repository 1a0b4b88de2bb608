-- A history search of one or two characters has no trigram for uploads_subject_trgm_idx, so it
-- read every row of the organisation. This index holds each one- and two-character part of a
-- subject ID, lower-cased and prefixed with the organisation ('<org id>:77'): the search looks up
-- exactly '<org>:<keyword>' and reads only that organisation's matching rows. Plain PostgreSQL
-- (no extension), so PGlite builds and uses the same index.
CREATE FUNCTION subject_short_parts(org uuid, subject text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT org::text || ':' || substr(lower(subject), i, n)), '{}')
    FROM generate_series(1, char_length(subject)) AS i, (VALUES (1), (2)) AS parts(n)
    WHERE i + n - 1 <= char_length(subject)
  $$;--> statement-breakpoint
CREATE INDEX "uploads_subject_short_idx" ON "uploads" USING gin (subject_short_parts("org_id", "subject_id")) WHERE deleted_at is null;
