-- Live uploads per organisation and one- or two-character part of the subject ID: a history
-- search that short reads its total here instead of visiting each of its matches. The parts are
-- those uploads_subject_short_idx holds (subject_short_parts, migration 0024), without the
-- '<org id>:' prefix (37 characters). Upserts run in key order, so two saves lock the rows they
-- share in the same order; an update that leaves the parts as they were writes nothing.
CREATE TABLE "subject_part_counts" (
	"org_id" uuid NOT NULL,
	"part" text NOT NULL,
	"live" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "subject_part_counts_org_id_part_pk" PRIMARY KEY("org_id","part")
);
--> statement-breakpoint
ALTER TABLE "subject_part_counts" ADD CONSTRAINT "subject_part_counts_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION subject_part_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO subject_part_counts AS c (org_id, part, live)
      SELECT r.org_id, substr(p.part, 38), count(*)
      FROM new_rows r, unnest(subject_short_parts(r.org_id, r.subject_id)) AS p(part)
      WHERE r.deleted_at IS NULL
      GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (org_id, part) DO UPDATE SET live = c.live + excluded.live;
  ELSIF TG_OP = 'DELETE' THEN
    -- An update, not an upsert: rows deleted with their organisation have no counts to keep.
    UPDATE subject_part_counts c SET live = c.live - d.n
      FROM (SELECT r.org_id, substr(p.part, 38) AS part, count(*) AS n
            FROM old_rows r, unnest(subject_short_parts(r.org_id, r.subject_id)) AS p(part)
            WHERE r.deleted_at IS NULL GROUP BY 1, 2) d
      WHERE c.org_id = d.org_id AND c.part = d.part;
  ELSE
    INSERT INTO subject_part_counts AS c (org_id, part, live)
      SELECT org_id, part, sum(delta) FROM (
        SELECT r.org_id, substr(p.part, 38) AS part, -1 AS delta
        FROM old_rows r, unnest(subject_short_parts(r.org_id, r.subject_id)) AS p(part)
        WHERE r.deleted_at IS NULL
        UNION ALL
        SELECT r.org_id, substr(p.part, 38) AS part, 1 AS delta
        FROM new_rows r, unnest(subject_short_parts(r.org_id, r.subject_id)) AS p(part)
        WHERE r.deleted_at IS NULL
      ) changes
      GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      ON CONFLICT (org_id, part) DO UPDATE SET live = c.live + excluded.live;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER uploads_parts_insert AFTER INSERT ON uploads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subject_part_counts_apply();
--> statement-breakpoint
CREATE TRIGGER uploads_parts_update AFTER UPDATE ON uploads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subject_part_counts_apply();
--> statement-breakpoint
CREATE TRIGGER uploads_parts_delete AFTER DELETE ON uploads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subject_part_counts_apply();
--> statement-breakpoint
INSERT INTO subject_part_counts (org_id, part, live)
  SELECT u.org_id, substr(p.part, 38), count(*)
  FROM uploads u, unnest(subject_short_parts(u.org_id, u.subject_id)) AS p(part)
  WHERE u.deleted_at IS NULL GROUP BY 1, 2;
