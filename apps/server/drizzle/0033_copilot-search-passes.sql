-- Copilot's full-text passes from strict to loose (tsquery.ts, decision 021) run in one call: one
-- round trip a search, and each pass's plan is prepared once per connection. A pass ranks at most
-- `ranked` chunks, taken in the GIN bitmap's order; with a limit that small PostgreSQL may estimate a
-- sequential scan filtered by `@@` as cheaper (it assumes the matches come early), which reads every
-- chunk's tsvector, so sequential scans are off inside the function: a pass always starts from the
-- GIN index. `pass_ends` gives, per pass, the last of its `conditions` (any of which a chunk meets);
-- the passes stop once `enough` distinct chunks are found. The score counts the question's words a
-- chunk holds (`words`, one lexeme each), then adds cover density (0..1) over `any_word`.
CREATE FUNCTION copilot_search_passes(
  org uuid, sources uuid[], conditions tsquery[], pass_ends int[], words tsquery[],
  any_word tsquery, ranked int, wanted int, enough int)
RETURNS TABLE (chunk_id uuid, score float8)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
ROWS 50
AS $$
DECLARE
  seen uuid[] := '{}';
  pass_start int := 1;
  pass_end int;
  hit record;
BEGIN
  FOREACH pass_end IN ARRAY pass_ends LOOP
    FOR hit IN
      SELECT c.id, ((SELECT count(*) FROM unnest(words) w WHERE c.tsv @@ w)
        + ts_rank_cd(c.tsv, any_word, 32))::float8 AS rank
      FROM (
        -- The concatenation reads the tsvector from TOAST once for all the rank's uses.
        SELECT ch.id, ch.tsv || ''::tsvector AS tsv
        FROM copilot_chunks ch
        WHERE ch.org_id = org AND ch.source_id = ANY (sources)
          AND ch.tsv @@ ANY (conditions[pass_start:pass_end])
        LIMIT ranked) c
      ORDER BY rank DESC, c.id
      LIMIT wanted
    LOOP
      IF NOT hit.id = ANY (seen) THEN
        seen := seen || hit.id;
        chunk_id := hit.id;
        score := hit.rank;
        RETURN NEXT;
      END IF;
    END LOOP;
    EXIT WHEN cardinality(seen) >= enough;
    pass_start := pass_end + 1;
  END LOOP;
END $$;
