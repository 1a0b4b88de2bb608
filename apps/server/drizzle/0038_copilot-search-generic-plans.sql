-- Copilot's passes planned once per connection, not at every pass (decision 021, tenth session).
-- plpgsql planned each pass's query afresh for its arguments (a custom plan): about a tenth of the
-- database's CPU a search. A generic plan, made once, is safe only if no argument could make
-- another plan better, so the pass's inner query now filters on the lookup alone: the GIN index
-- is its only access path (sequential scans are off in this function), whatever the organisation,
-- its sources or the table's size; the organisation and the sources are checked on the rows it
-- finds, as the bitmap scan did before. Also gone: the tsvector's concatenation, which read it
-- from TOAST once when it was stored out of line; since migration 0034 it is in the row, and the
-- copy cost 2.5 us a row read (a row written before 0034 is still read correctly, a little more
-- slowly). Same hits, same scores (the bench's 100 questions and four edge cases); the database's
-- CPU a search 1.60 -> 1.41 ms (one client, 100 000 chunks, PostgreSQL 15).
CREATE OR REPLACE FUNCTION copilot_search_passes(
  org uuid, sources uuid[], conditions tsquery[], lookups tsquery[], pass_ends int[],
  words tsquery[], any_word tsquery, ranked int, wanted int, enough int)
RETURNS TABLE (chunk_id uuid, score float8)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
SET plan_cache_mode = force_generic_plan
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
        SELECT f.id, f.tsv
        FROM (
          -- Only the lookup here, so the GIN index is the plan's only way in (see above).
          SELECT ch.id, ch.org_id, ch.source_id, ch.tsv
          FROM copilot_chunks ch
          WHERE ch.tsv @@ ANY (lookups[pass_start:pass_end])
          OFFSET 0) f
        WHERE f.org_id = org AND f.source_id = ANY (sources)
          AND f.tsv @@ ANY (conditions[pass_start:pass_end])
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
