-- A change counter beside the live counts: the history list remembers where its deep pages start
-- (page anchors) and uses them only while the sum of `changes` over the list's modules is the one
-- it read them at. Every row a statement writes counts, including updates that leave the live
-- count alone (an image added to an upload changes its image-count sort position).
-- The subject index also holds the module, the date and the subject ID itself: a subject search
-- (within modules or not, newest first) reads only the index, no table rows.
DROP INDEX "uploads_org_subject_idx";--> statement-breakpoint
CREATE INDEX "uploads_org_subject_idx" ON "uploads" USING btree ("org_id",lower("subject_id") text_pattern_ops,"module","id","created_at","subject_id") WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "org_upload_counts" ADD COLUMN "changes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION org_upload_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO org_upload_counts AS c (org_id, module, live, changes)
      SELECT org_id, module, count(*) FILTER (WHERE deleted_at IS NULL), count(*) FROM new_rows
      GROUP BY org_id, module
      ON CONFLICT (org_id, module)
      DO UPDATE SET live = c.live + excluded.live, changes = c.changes + excluded.changes;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE org_upload_counts c SET live = c.live - d.live, changes = c.changes + d.n
      FROM (SELECT org_id, module, count(*) FILTER (WHERE deleted_at IS NULL) AS live,
              count(*) AS n
            FROM old_rows GROUP BY org_id, module) d
      WHERE c.org_id = d.org_id AND c.module = d.module;
  ELSE
    -- An update may move a row between modules or organisations: its old key and its new one
    -- both count a change (twice for the same key: only that it changes matters).
    INSERT INTO org_upload_counts AS c (org_id, module, live, changes)
      SELECT org_id, module, sum(delta), sum(written) FROM (
        SELECT org_id, module, CASE WHEN deleted_at IS NULL THEN -1 ELSE 0 END AS delta,
          1 AS written FROM old_rows
        UNION ALL
        SELECT org_id, module, CASE WHEN deleted_at IS NULL THEN 1 ELSE 0 END AS delta,
          1 AS written FROM new_rows
      ) rows_written
      GROUP BY org_id, module
      ON CONFLICT (org_id, module)
      DO UPDATE SET live = c.live + excluded.live, changes = c.changes + excluded.changes;
  END IF;
  RETURN NULL;
END;
$$;
