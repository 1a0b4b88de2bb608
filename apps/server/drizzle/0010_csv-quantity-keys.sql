-- For the CSV export: the measured quantity keys per organisation and module (its columns), and
-- csv_text(), which writes a text cell.
CREATE TABLE "module_quantity_keys" (
	"org_id" uuid NOT NULL,
	"module" integer NOT NULL,
	"key" text NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "module_quantity_keys_org_id_module_key_unit_pk" PRIMARY KEY("org_id","module","key","unit")
);
--> statement-breakpoint
ALTER TABLE "module_quantity_keys" ADD CONSTRAINT "module_quantity_keys_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each inserted analysis adds the keys and units of its measured quantities (new ones only). The
-- CSV export's quantity columns are the keys its modules have recorded in the organisation.
CREATE OR REPLACE FUNCTION module_quantity_keys_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO module_quantity_keys (org_id, module, key, unit)
    SELECT DISTINCT n.org_id, n.module, q.key, coalesce(q.value->>'unit', '')
    FROM new_rows n CROSS JOIN LATERAL jsonb_each(n.result->'quantities') q
    WHERE jsonb_typeof(n.result->'quantities') = 'object'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER analyses_quantity_keys AFTER INSERT ON analyses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION module_quantity_keys_add();
--> statement-breakpoint
INSERT INTO module_quantity_keys (org_id, module, key, unit)
  SELECT DISTINCT a.org_id, a.module, q.key, coalesce(q.value->>'unit', '')
  FROM analyses a CROSS JOIN LATERAL jsonb_each(a.result->'quantities') q
  WHERE jsonb_typeof(a.result->'quantities') = 'object'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A CSV text cell, as csv-columns.ts textCell() writes it: formula-like text (= + - @ tab CR at
-- the start) gets a leading apostrophe; a cell holding a quote, comma, CR or LF is quoted with
-- its quotes doubled; null is an empty cell. The export has the database write each row's cells.
CREATE OR REPLACE FUNCTION csv_text(v text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN v IS NULL THEN ''
    WHEN v ~ E'[",\r\n]' THEN
      '"' || replace(CASE WHEN v ~ E'^[-=+@\t\r]' THEN '''' || v ELSE v END, '"', '""') || '"'
    ELSE CASE WHEN v ~ E'^[-=+@\t\r]' THEN '''' || v ELSE v END
  END
$$;
