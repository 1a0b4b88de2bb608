-- Keeps org_upload_counts.live = the organisation's live uploads (deleted_at is null), so the
-- unfiltered history list reads its total instead of counting up to millions of rows. Statement
-- triggers with transition tables: a bulk insert or update costs one upsert per organisation.
CREATE FUNCTION org_upload_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO org_upload_counts AS c (org_id, live)
      SELECT org_id, count(*) FROM new_rows WHERE deleted_at IS NULL GROUP BY org_id
      ON CONFLICT (org_id) DO UPDATE SET live = c.live + excluded.live;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE org_upload_counts c SET live = c.live - d.n
      FROM (SELECT org_id, count(*) AS n FROM old_rows WHERE deleted_at IS NULL GROUP BY org_id) d
      WHERE c.org_id = d.org_id;
  ELSE
    INSERT INTO org_upload_counts AS c (org_id, live)
      SELECT org_id, sum(delta) FROM (
        SELECT org_id, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT org_id, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
      ) changes
      GROUP BY org_id HAVING sum(delta) <> 0
      ON CONFLICT (org_id) DO UPDATE SET live = c.live + excluded.live;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER uploads_count_insert AFTER INSERT ON uploads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION org_upload_counts_apply();
--> statement-breakpoint
CREATE TRIGGER uploads_count_update AFTER UPDATE ON uploads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION org_upload_counts_apply();
--> statement-breakpoint
CREATE TRIGGER uploads_count_delete AFTER DELETE ON uploads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION org_upload_counts_apply();
--> statement-breakpoint
INSERT INTO org_upload_counts (org_id, live)
  SELECT org_id, count(*) FROM uploads WHERE deleted_at IS NULL GROUP BY org_id;
