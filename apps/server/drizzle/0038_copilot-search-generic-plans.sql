-- Copilot's search with less work per call in the database (decision 021, tenth session); the
-- same hits with the same scores (the bench's 100 questions and four edge cases).
-- 1. The passes planned once per connection, not at every pass. plpgsql planned each pass's query
--    afresh for its arguments (a custom plan): about a tenth of the database's CPU a search. A
--    generic plan, made once, is safe only if no argument could make another plan better, so the
--    pass's inner query now filters on the lookup alone: the GIN index is its only access path
--    (sequential scans are off in the function), whatever the organisation, its sources or the
--    table's size; the organisation and the sources are checked on the rows it finds, as the
--    bitmap scan did before. Also gone: the tsvector's concatenation, which read it from TOAST
--    once when it was stored out of line; since migration 0034 it is in the row, and the copy
--    cost 2.5 us a row read (a row written before 0034 is still read correctly, more slowly).
-- 2. The passes built in two stages: those dropping the most common words first, the others (all
--    but any one or two, then any word) only when those found too few chunks. Most searches end
--    in the first stage, and building the second cost about 0.17 ms of a search's 1.6 ms.
-- The database's CPU a search 1.60 -> 1.41 ms for (1) (one client, 100 000 chunks, PostgreSQL 15).
DROP FUNCTION copilot_search_passes(uuid, uuid[], tsquery[], tsquery[], int[], tsquery[], tsquery,
  int, int, int);
--> statement-breakpoint
DROP FUNCTION copilot_query_passes(text[], int[], int[], int[]);
--> statement-breakpoint
-- Migration 0037's passes (see there), in two stages: without `relaxed`, the passes dropping the
-- most common words; with it, the passes after those (all but any one or two, then any word),
-- still never one the first stage had. Both give the same `words` and `any_word`.
CREATE FUNCTION copilot_query_passes(lexemes text[], config_ends int[], held int[], totals int[],
  relaxed boolean, OUT conditions tsquery[], OUT lookups tsquery[], OUT pass_ends int[],
  OUT words tsquery[], OUT any_word tsquery)
LANGUAGE plpgsql IMMUTABLE
AS $$
DECLARE
  -- Each lexeme as tsquery's input quotes it (quotes and backslashes doubled), so that no lexeme
  -- reads as query syntax; a condition is some of them joined by ' & '.
  quoted text[] := ARRAY(
    SELECT '''' || replace(replace(l, '\', '\\'), '''', '''''') || ''''
    FROM unnest(lexemes) WITH ORDINALITY AS t(l, n) ORDER BY n);
  postings_per_row constant float8 := 500;
  configs int := coalesce(cardinality(config_ends), 0);
  firsts int[] := '{}';
  lens int[] := '{}';
  longest int := 0;
  -- Every pass's conditions in order, before passes that add nothing are left out: a condition is
  -- the lexemes from `spec_from` to `spec_to` (positions in `lexemes`) but `spec_x` and `spec_y`.
  spec_config int[] := '{}';
  spec_from int[] := '{}';
  spec_to int[] := '{}';
  spec_x int[] := '{}';
  spec_y int[] := '{}';
  spec_ends int[] := '{}';
  -- How many specs' passes drop the most common words, and how many of those are kept.
  dropping int;
  dropped int := 0;
  s int := 0;
  pass tsquery[];
  pass_lookups tsquery[];
  all_of text[];
  looked_up text[];
  total float8;
  matching float8;
  too_many boolean;
  c int;
  d int := 0;
  e int;
  f int;
  i int;
  j int;
  k int;
  start_at int;
  seen boolean;
BEGIN
  conditions := '{}';
  lookups := '{}';
  pass_ends := '{}';
  FOR c IN 1..configs LOOP
    firsts[c] := CASE WHEN c = 1 THEN 1 ELSE config_ends[c - 1] + 1 END;
    lens[c] := config_ends[c] - firsts[c] + 1;
    longest := greatest(longest, lens[c]);
  END LOOP;

  WHILE d = 0 OR longest - d >= 2 LOOP
    FOR c IN 1..configs LOOP
      IF lens[c] > 0 AND (d = 0 OR lens[c] - d >= 2) THEN
        spec_config := spec_config || c;
        spec_from := spec_from || firsts[c] + d;
        spec_to := spec_to || config_ends[c];
        spec_x := spec_x || 0;
        spec_y := spec_y || 0;
      END IF;
    END LOOP;
    spec_ends := spec_ends || cardinality(spec_config);
    d := d + 1;
  END LOOP;

  dropping := cardinality(spec_ends);

  FOR m IN 1..2 LOOP
    EXIT WHEN NOT relaxed;
    too_many := false;
    FOR c IN 1..configs LOOP
      too_many := too_many OR (lens[c] - m >= 2
        AND ((m = 1 AND lens[c] > 40) OR (m = 2 AND lens[c] * (lens[c] - 1) / 2 > 40)));
    END LOOP;
    EXIT WHEN too_many;
    FOR c IN 1..configs LOOP
      k := lens[c];
      f := firsts[c];
      CONTINUE WHEN k - m < 2;
      -- Left out: the i-th word (m = 1), or the i-th and the j-th (m = 2); the last ones first.
      -- For m = 1 the inner loop runs once, with j = 0 (no second word left out).
      FOR i IN REVERSE k - m + 1..1 LOOP
        FOR j IN REVERSE CASE WHEN m = 1 THEN 0 ELSE k END..CASE WHEN m = 1 THEN 0 ELSE i + 1 END
        LOOP
          spec_config := spec_config || c;
          spec_from := spec_from || f;
          spec_to := spec_to || config_ends[c];
          spec_x := spec_x || f + i - 1;
          spec_y := spec_y || CASE WHEN m = 1 THEN 0 ELSE f + j - 1 END;
        END LOOP;
      END LOOP;
    END LOOP;
    spec_ends := spec_ends || cardinality(spec_config);
  END LOOP;

  FOR c IN 1..configs LOOP
    CONTINUE WHEN lens[c] > 40 OR NOT relaxed;
    FOR i IN firsts[c]..config_ends[c] LOOP
      spec_config := spec_config || c;
      spec_from := spec_from || i;
      spec_to := spec_to || i;
      spec_x := spec_x || 0;
      spec_y := spec_y || 0;
    END LOOP;
  END LOOP;
  spec_ends := spec_ends || cardinality(spec_config);

  start_at := 1;
  FOREACH e IN ARRAY spec_ends LOOP
    s := s + 1;
    IF s = dropping + 1 THEN
      dropped := cardinality(pass_ends);
    END IF;
    pass := '{}';
    pass_lookups := '{}';
    FOR i IN start_at..e LOOP
      all_of := '{}';
      looked_up := '{}';
      total := greatest(totals[spec_config[i]], 1);
      matching := total;
      FOR k IN REVERSE spec_to[i]..spec_from[i] LOOP
        CONTINUE WHEN k = spec_x[i] OR k = spec_y[i];
        all_of := array_prepend(quoted[k], all_of);
        IF cardinality(looked_up) = 0
          OR held[k] < postings_per_row * matching * (1 - held[k] / total) THEN
          looked_up := array_prepend(quoted[k], looked_up);
          matching := matching * held[k] / total;
        END IF;
      END LOOP;
      pass := pass || array_to_string(all_of, ' & ')::tsquery;
      pass_lookups := pass_lookups || array_to_string(looked_up, ' & ')::tsquery;
    END LOOP;
    start_at := e + 1;
    CONTINUE WHEN cardinality(pass) = 0;
    seen := false;
    f := 1;
    FOREACH i IN ARRAY pass_ends LOOP
      seen := seen OR conditions[f:i] = pass;
      f := i + 1;
    END LOOP;
    CONTINUE WHEN seen;
    conditions := conditions || pass;
    lookups := lookups || pass_lookups;
    pass_ends := pass_ends || cardinality(conditions);
  END LOOP;
  IF s <= dropping THEN
    dropped := cardinality(pass_ends);
  END IF;
  words := ARRAY(SELECT q::tsquery FROM (SELECT DISTINCT unnest(quoted)) u(q));
  -- The last pass as one query: any word of the configurations of 40 words or fewer, else (no
  -- such pass) the last of the passes dropping the most common words.
  all_of := '{}';
  FOR c IN 1..configs LOOP
    CONTINUE WHEN lens[c] > 40;
    all_of := all_of || quoted[firsts[c]:config_ends[c]];
  END LOOP;
  any_word := CASE WHEN cardinality(all_of) > 0 THEN array_to_string(all_of, ' | ')
    ELSE coalesce(array_to_string(
      conditions[coalesce(pass_ends[dropped - 1], 0) + 1:pass_ends[dropped]], ' | '), '')
    END::tsquery;
  IF relaxed THEN
    -- The passes after those dropping the most common words.
    f := coalesce(pass_ends[dropped], 0);
    conditions := conditions[f + 1:];
    lookups := lookups[f + 1:];
    pass_ends := ARRAY(SELECT x - f FROM unnest(pass_ends[dropped + 1:]) x);
  END IF;
END $$;
--> statement-breakpoint
-- Migration 0037's search by passes, each condition found through its lookup, with the passes
-- built a stage at a time: the second stage only when the first found fewer than `enough` chunks.
CREATE FUNCTION copilot_search_passes(
  org uuid, sources uuid[], lexemes text[], config_ends int[], held int[], totals int[],
  ranked int, wanted int, enough int)
RETURNS TABLE (chunk_id uuid, score float8)
LANGUAGE plpgsql STABLE
SET enable_seqscan = off
SET plan_cache_mode = force_generic_plan
ROWS 50
AS $$
DECLARE
  seen uuid[] := '{}';
  relaxed boolean;
  conditions tsquery[];
  lookups tsquery[];
  pass_ends int[];
  words tsquery[];
  any_word tsquery;
  pass_start int;
  pass_end int;
  hit record;
BEGIN
  FOREACH relaxed IN ARRAY ARRAY[false, true] LOOP
    SELECT * INTO conditions, lookups, pass_ends, words, any_word
    FROM copilot_query_passes(lexemes, config_ends, held, totals, relaxed);
    pass_start := 1;
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
    EXIT WHEN cardinality(seen) >= enough;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION copilot_search(org uuid, asked uuid[], question text, ranked int, wanted int,
  enough int)
RETURNS TABLE ("chunkId" uuid, "sourceId" uuid, "sourceName" text, "pageNo" int, url text,
  title text, heading text, text text, "start" int, "end" int, score float8)
LANGUAGE plpgsql STABLE
ROWS 24
AS $$
DECLARE
  searched uuid[];
  lexemes text[];
  held_by int[];
  config_ends int[];
  config_totals int[];
BEGIN
  searched := copilot_searched_sources(org, asked);
  IF searched IS NULL THEN
    RETURN;
  END IF;

  WITH searched_sources AS (
    SELECT s.id, s.language FROM copilot_sources s
    WHERE s.org_id = org AND s.id = ANY (searched) AND s.language IS NOT NULL),
  held AS (
    SELECT s.language, l.lexeme, sum(l.chunks) AS chunks
    FROM searched_sources s
    JOIN copilot_source_lexemes l ON l.org_id = org AND l.source_id = s.id
    WHERE l.lexeme = ANY (tsvector_to_array(to_tsvector(s.language::regconfig, question)))
    GROUP BY s.language, l.lexeme
    HAVING sum(l.chunks) > 0),
  totals AS (
    SELECT s.language, sum(l.chunks)::int AS chunks
    FROM searched_sources s
    JOIN copilot_source_lexemes l ON l.org_id = org AND l.source_id = s.id AND l.lexeme = ''
    GROUP BY s.language),
  numbered AS (
    SELECT h.language, h.lexeme, h.chunks,
      row_number() OVER (ORDER BY h.language, h.chunks DESC, h.lexeme COLLATE "C") AS n
    FROM held h)
  SELECT ARRAY(SELECT x.lexeme FROM numbered x ORDER BY x.n),
    ARRAY(SELECT x.chunks::int FROM numbered x ORDER BY x.n),
    ARRAY(SELECT max(x.n)::int FROM numbered x GROUP BY x.language ORDER BY x.language),
    ARRAY(SELECT coalesce(t.chunks, 0) FROM (SELECT DISTINCT x.language FROM numbered x) u
      LEFT JOIN totals t ON t.language = u.language ORDER BY u.language)
  INTO lexemes, held_by, config_ends, config_totals;
  IF cardinality(lexemes) = 0 THEN
    RETURN;
  END IF;

  RETURN QUERY
  SELECT c.id, c.source_id, s.name, c.page_no, c.url, p.title, c.heading, c.text,
    c.start_offset, c.end_offset, f.score
  FROM (
    SELECT h.chunk_id, h.score
    FROM copilot_search_passes(org, searched, lexemes, config_ends, held_by, config_totals,
      ranked, wanted, enough) h
    ORDER BY h.score DESC, h.chunk_id
    LIMIT wanted) f
    JOIN copilot_chunks c ON c.id = f.chunk_id
    JOIN copilot_sources s ON s.id = c.source_id
    JOIN copilot_pages p ON p.id = c.page_id
  WHERE c.org_id = org
  ORDER BY f.score DESC, f.chunk_id;
END $$;
