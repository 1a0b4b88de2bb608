-- Live upload counts per organisation and module (was per organisation): a history list filtered
-- by module reads its total from the few rows of its modules instead of counting up to the whole
-- organisation. The counts are derived data: emptied, reshaped and recounted here.
DELETE FROM "org_upload_counts";--> statement-breakpoint
ALTER TABLE "org_upload_counts" DROP CONSTRAINT "org_upload_counts_pkey";--> statement-breakpoint
ALTER TABLE "org_upload_counts" ADD COLUMN "module" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "org_upload_counts" ADD CONSTRAINT "org_upload_counts_org_id_module_pk" PRIMARY KEY("org_id","module");--> statement-breakpoint
CREATE OR REPLACE FUNCTION org_upload_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO org_upload_counts AS c (org_id, module, live)
      SELECT org_id, module, count(*) FROM new_rows WHERE deleted_at IS NULL
      GROUP BY org_id, module
      ON CONFLICT (org_id, module) DO UPDATE SET live = c.live + excluded.live;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE org_upload_counts c SET live = c.live - d.n
      FROM (SELECT org_id, module, count(*) AS n FROM old_rows WHERE deleted_at IS NULL
            GROUP BY org_id, module) d
      WHERE c.org_id = d.org_id AND c.module = d.module;
  ELSE
    INSERT INTO org_upload_counts AS c (org_id, module, live)
      SELECT org_id, module, sum(delta) FROM (
        SELECT org_id, module, -1 AS delta FROM old_rows WHERE deleted_at IS NULL
        UNION ALL
        SELECT org_id, module, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
      ) changes
      GROUP BY org_id, module HAVING sum(delta) <> 0
      ON CONFLICT (org_id, module) DO UPDATE SET live = c.live + excluded.live;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO org_upload_counts (org_id, module, live)
  SELECT org_id, module, count(*) FROM uploads WHERE deleted_at IS NULL GROUP BY org_id, module;
