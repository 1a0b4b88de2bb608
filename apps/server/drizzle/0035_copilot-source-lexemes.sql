CREATE TABLE "copilot_source_lexemes" (
	"org_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"lexeme" text NOT NULL,
	"chunks" integer NOT NULL,
	CONSTRAINT "copilot_source_lexemes_source_id_lexeme_pk" PRIMARY KEY("source_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "copilot_source_lexemes" ADD CONSTRAINT "copilot_source_lexemes_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "copilot_source_lexemes" ADD CONSTRAINT "copilot_source_lexemes_source_id_copilot_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."copilot_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each source's document frequencies (decision 021), kept by the chunks' own triggers so that every
-- writer (ingestion, re-sync, a page removed, a source deleted by cascade) keeps them exact at
-- commit. Chunks are never updated in place (a changed page's chunks are deleted and inserted), and
-- rewriting a tsvector as itself changes no lexeme. A per-source advisory lock orders two
-- transactions writing the same source's counts (two syncs of one site), which could otherwise
-- deadlock on the counts' rows; writers of different sources never wait on each other.
CREATE FUNCTION copilot_count_added_lexemes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('copilot_source_lexemes ' || s.source_id, 0))
  FROM (SELECT DISTINCT source_id FROM added ORDER BY source_id) s;
  INSERT INTO copilot_source_lexemes AS sl (org_id, source_id, lexeme, chunks)
  SELECT a.org_id, a.source_id, l.lexeme, count(*)::int
  FROM added a, unnest(tsvector_to_array(a.tsv)) AS l(lexeme)
  GROUP BY a.org_id, a.source_id, l.lexeme
  ON CONFLICT (source_id, lexeme) DO UPDATE SET chunks = sl.chunks + excluded.chunks;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION copilot_count_removed_lexemes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('copilot_source_lexemes ' || s.source_id, 0))
  FROM (SELECT DISTINCT source_id FROM removed ORDER BY source_id) s;
  UPDATE copilot_source_lexemes sl SET chunks = sl.chunks - g.n
  FROM (
    SELECT r.source_id, l.lexeme, count(*)::int AS n
    FROM removed r, unnest(tsvector_to_array(r.tsv)) AS l(lexeme)
    GROUP BY r.source_id, l.lexeme) g
  WHERE sl.source_id = g.source_id AND sl.lexeme = g.lexeme;
  DELETE FROM copilot_source_lexemes
  WHERE chunks <= 0 AND source_id IN (SELECT DISTINCT source_id FROM removed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER copilot_chunks_count_added AFTER INSERT ON copilot_chunks
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION copilot_count_added_lexemes();
--> statement-breakpoint
CREATE TRIGGER copilot_chunks_count_removed AFTER DELETE ON copilot_chunks
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION copilot_count_removed_lexemes();
--> statement-breakpoint
INSERT INTO copilot_source_lexemes (org_id, source_id, lexeme, chunks)
SELECT c.org_id, c.source_id, l.lexeme, count(*)::int
FROM copilot_chunks c, unnest(tsvector_to_array(c.tsv)) AS l(lexeme)
GROUP BY c.org_id, c.source_id, l.lexeme;
