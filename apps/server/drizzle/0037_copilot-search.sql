-- Copilot's whole full-text search in one call (decision 021, ninth session): which sources a
-- question searches, its words' document frequencies there, the passes from strict to loose, and
-- the hits. Asked as two statements (the sources with the counts, then the passes Node built from
-- them, both through Drizzle), a search cost Node 2.05 ms of CPU; as one call through the pool,
-- 1.0-1.1 ms (20 clients, 100 000 chunks, PostgreSQL 15); the database's share is unchanged.

-- The passes over a question's lexemes, as `copilot_search_passes` takes them (its `conditions`
-- and `pass_ends`). `lexemes` holds each configuration's list in turn, most common first, the
-- i-th list ending at `config_ends[i]` (a chunk is indexed in one configuration, so a pass is
-- the configurations' conditions together, any of which a chunk meets). The passes: all the
-- words; all but the most common, all but the two most common, ..., while two remain (one GIN
-- scan a pass, led by rare words: what a rare word selects weighs most, as in BM25); then all but
-- any one and all but any two (the page a paraphrased question wants may lack one of its rare
-- words), unless that takes more than 40 conditions; then any word. A pass that adds nothing is
-- left out. Also, for the ranking: each word once (the score counts the words a chunk holds) and
-- the last pass as one query (cover density over any of its words).
CREATE FUNCTION copilot_query_passes(lexemes text[], config_ends int[],
  OUT conditions tsquery[], OUT pass_ends int[], OUT words tsquery[], OUT any_word tsquery)
LANGUAGE plpgsql IMMUTABLE
AS $$
DECLARE
  -- Each lexeme as tsquery's input quotes it (quotes and backslashes doubled), so that no lexeme
  -- reads as query syntax; a condition is some of them joined by ' & '.
  quoted text[] := ARRAY(
    SELECT '''' || replace(replace(l, '\', '\\'), '''', '''''') || ''''
    FROM unnest(lexemes) WITH ORDINALITY AS t(l, n) ORDER BY n);
  configs int := coalesce(cardinality(config_ends), 0);
  firsts int[] := '{}';
  lens int[] := '{}';
  longest int := 0;
  -- Every pass in order, before those that add nothing are left out.
  candidates tsquery[] := '{}';
  candidate_ends int[] := '{}';
  pass tsquery[];
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
  pass_ends := '{}';
  FOR c IN 1..configs LOOP
    firsts[c] := CASE WHEN c = 1 THEN 1 ELSE config_ends[c - 1] + 1 END;
    lens[c] := config_ends[c] - firsts[c] + 1;
    longest := greatest(longest, lens[c]);
  END LOOP;

  WHILE d = 0 OR longest - d >= 2 LOOP
    FOR c IN 1..configs LOOP
      IF lens[c] > 0 AND (d = 0 OR lens[c] - d >= 2) THEN
        candidates := array_append(candidates,
          array_to_string(quoted[firsts[c] + d : config_ends[c]], ' & ')::tsquery);
      END IF;
    END LOOP;
    candidate_ends := array_append(candidate_ends, cardinality(candidates));
    d := d + 1;
  END LOOP;

  <<missing>>
  FOR m IN 1..2 LOOP
    pass := '{}';
    FOR c IN 1..configs LOOP
      k := lens[c];
      f := firsts[c];
      CONTINUE WHEN k - m < 2;
      EXIT missing WHEN (m = 1 AND k > 40) OR (m = 2 AND k * (k - 1) / 2 > 40);
      -- Left out: the i-th word (m = 1), or the i-th and the j-th (m = 2); the last ones first.
      FOR i IN REVERSE k - m + 1..1 LOOP
        IF m = 1 THEN
          pass := array_append(pass,
            array_to_string(quoted[f : f + i - 2] || quoted[f + i : config_ends[c]], ' & ')::tsquery);
        ELSE
          FOR j IN REVERSE k..i + 1 LOOP
            pass := array_append(pass, array_to_string(quoted[f : f + i - 2]
              || quoted[f + i : f + j - 2] || quoted[f + j : config_ends[c]], ' & ')::tsquery);
          END LOOP;
        END IF;
      END LOOP;
    END LOOP;
    candidates := candidates || pass;
    candidate_ends := array_append(candidate_ends, cardinality(candidates));
  END LOOP;

  FOR c IN 1..configs LOOP
    CONTINUE WHEN lens[c] > 40;
    FOR i IN firsts[c]..config_ends[c] LOOP
      candidates := array_append(candidates, quoted[i]::tsquery);
    END LOOP;
  END LOOP;
  candidate_ends := array_append(candidate_ends, cardinality(candidates));

  start_at := 1;
  FOREACH e IN ARRAY candidate_ends LOOP
    pass := candidates[start_at:e];
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
    pass_ends := array_append(pass_ends, cardinality(conditions));
  END LOOP;
  words := ARRAY(SELECT q::tsquery FROM (SELECT DISTINCT unnest(quoted)) u(q));
  any_word := array_to_string(
    conditions[coalesce(pass_ends[cardinality(pass_ends) - 1], 0) + 1:], ' | ')::tsquery;
END $$;
--> statement-breakpoint
-- The sources a question searches: the ones asked for, each of which must be the organisation's
-- (an unknown one raises no_data_found with its id as the detail), else those the settings
-- select, else, before anyone chose, the ready ones. Null when there are none.
CREATE FUNCTION copilot_searched_sources(org uuid, asked uuid[]) RETURNS uuid[]
LANGUAGE plpgsql STABLE
AS $$
DECLARE
  searched uuid[];
  missing uuid;
BEGIN
  IF asked IS NULL THEN
    SELECT array_agg(s.id) INTO searched
    FROM copilot_sources s
    LEFT JOIN copilot_settings st ON st.org_id = org
    WHERE s.org_id = org
      AND CASE WHEN st.org_id IS NULL THEN s.status = 'ready' ELSE st.source_ids ? s.id::text END;
    RETURN searched;
  END IF;
  SELECT array_agg(s.id) INTO searched
  FROM copilot_sources s WHERE s.org_id = org AND s.id = ANY (asked);
  SELECT a INTO missing FROM unnest(asked) a WHERE a <> ALL (coalesce(searched, '{}')) LIMIT 1;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION 'Copilot source not found' USING ERRCODE = 'no_data_found',
      DETAIL = missing::text;
  END IF;
  RETURN searched;
END $$;
--> statement-breakpoint
-- The search: the sources it searches (`copilot_searched_sources`); per configuration they use,
-- the question's lexemes some searched chunk holds, most common first (ties by the lexeme, so a
-- question's passes are stable); the passes of `copilot_search_passes` over them; and the best
-- `wanted` of their chunks joined to their rows, source and page.
CREATE FUNCTION copilot_search(org uuid, asked uuid[], question text, ranked int, wanted int,
  enough int)
RETURNS TABLE ("chunkId" uuid, "sourceId" uuid, "sourceName" text, "pageNo" int, url text,
  title text, heading text, text text, "start" int, "end" int, score float8)
LANGUAGE plpgsql STABLE
ROWS 24
AS $$
DECLARE
  searched uuid[];
  lexemes text[];
  config_ends int[];
  passes record;
BEGIN
  searched := copilot_searched_sources(org, asked);
  IF searched IS NULL THEN
    RETURN;
  END IF;

  WITH held AS (
    SELECT s.language, l.lexeme, sum(l.chunks) AS chunks
    FROM copilot_sources s
    JOIN copilot_source_lexemes l ON l.org_id = org AND l.source_id = s.id
    WHERE s.org_id = org AND s.id = ANY (searched) AND s.language IS NOT NULL
      AND l.lexeme = ANY (tsvector_to_array(to_tsvector(s.language::regconfig, question)))
    GROUP BY s.language, l.lexeme
    HAVING sum(l.chunks) > 0),
  numbered AS (
    SELECT h.language, h.lexeme,
      row_number() OVER (ORDER BY h.language, h.chunks DESC, h.lexeme COLLATE "C") AS n
    FROM held h)
  SELECT ARRAY(SELECT x.lexeme FROM numbered x ORDER BY x.n),
    ARRAY(SELECT max(x.n)::int FROM numbered x GROUP BY x.language ORDER BY x.language)
  INTO lexemes, config_ends;
  passes := copilot_query_passes(lexemes, config_ends);
  IF cardinality(passes.conditions) = 0 THEN
    RETURN;
  END IF;

  RETURN QUERY
  SELECT c.id, c.source_id, s.name, c.page_no, c.url, p.title, c.heading, c.text,
    c.start_offset, c.end_offset, f.score
  FROM (
    SELECT h.chunk_id, h.score
    FROM copilot_search_passes(org, searched, passes.conditions, passes.pass_ends,
      passes.words, passes.any_word, ranked, wanted, enough) h
    ORDER BY h.score DESC, h.chunk_id
    LIMIT wanted) f
    JOIN copilot_chunks c ON c.id = f.chunk_id
    JOIN copilot_sources s ON s.id = c.source_id
    JOIN copilot_pages p ON p.id = c.page_id
  WHERE c.org_id = org
  ORDER BY f.score DESC, f.chunk_id;
END $$;
--> statement-breakpoint
DROP FUNCTION copilot_search_hits(uuid, uuid[], tsquery[], int[], tsquery[], tsquery, int, int, int);
