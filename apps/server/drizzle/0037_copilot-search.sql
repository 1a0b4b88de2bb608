-- Copilot's whole full-text search in one call (decision 021, ninth session): which sources a
-- question searches, its words' document frequencies there, the passes from strict to loose, and
-- the hits. Asked as two statements (the sources with the counts, then the passes Node built from
-- them, both through Drizzle), a search cost Node 2.05 ms of CPU; as one call through the pool,
-- 1.0-1.1 ms (20 clients, 100 000 chunks, PostgreSQL 15); the database's share is unchanged.

-- How many chunks each source has, kept beside its lexemes' counts as the count of the lexeme ''
-- (to_tsvector never makes an empty lexeme), by the same triggers: the search weighs a word's
-- chunks against its sources' to decide which words the index looks up.
CREATE OR REPLACE FUNCTION copilot_count_added_lexemes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('copilot_source_lexemes ' || s.source_id, 0))
  FROM (SELECT DISTINCT source_id FROM added ORDER BY source_id) s;
  INSERT INTO copilot_source_lexemes AS sl (org_id, source_id, lexeme, chunks)
  SELECT a.org_id, a.source_id, l.lexeme, count(*)::int
  FROM added a, unnest(tsvector_to_array(a.tsv) || ''::text) AS l(lexeme)
  GROUP BY a.org_id, a.source_id, l.lexeme
  ON CONFLICT (source_id, lexeme) DO UPDATE SET chunks = sl.chunks + excluded.chunks;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION copilot_count_removed_lexemes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('copilot_source_lexemes ' || s.source_id, 0))
  FROM (SELECT DISTINCT source_id FROM removed ORDER BY source_id) s;
  UPDATE copilot_source_lexemes sl SET chunks = sl.chunks - g.n
  FROM (
    SELECT r.source_id, l.lexeme, count(*)::int AS n
    FROM removed r, unnest(tsvector_to_array(r.tsv) || ''::text) AS l(lexeme)
    GROUP BY r.source_id, l.lexeme) g
  WHERE sl.source_id = g.source_id AND sl.lexeme = g.lexeme;
  DELETE FROM copilot_source_lexemes
  WHERE chunks <= 0 AND source_id IN (SELECT DISTINCT source_id FROM removed);
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO copilot_source_lexemes (org_id, source_id, lexeme, chunks)
SELECT org_id, source_id, '', count(*)::int FROM copilot_chunks GROUP BY org_id, source_id;
--> statement-breakpoint
-- The passes over a question's lexemes, as `copilot_search_passes` takes them. `lexemes` holds
-- each configuration's list in turn, most common first, the i-th list ending at `config_ends[i]`,
-- with how many searched chunks hold each (`held`) and how many chunks the configuration's
-- searched sources have (`totals`). A chunk is indexed in one configuration, so a pass is the
-- configurations' conditions together, any of which a chunk meets. The passes: all the words; all
-- but the most common, all but the two most common, ..., while two remain (one GIN scan a pass,
-- led by rare words: what a rare word selects weighs most, as in BM25); then all but any one and
-- all but any two (the page a paraphrased question wants may lack one of its rare words), unless
-- that takes more than 40 conditions; then any word. A pass that adds nothing is left out.
-- Each condition comes with its lookup: the words the GIN index looks up, the others being
-- checked on the rows it finds. The index reads every posting of a word it looks up, and a word
-- in most chunks has tens of thousands (0.45 ms of a 0.9 ms scan for "start", in 53 % of 100 000
-- chunks), where reading a row costs about as much as 500 postings. So the lookup takes the
-- rarest word, then each next one whose postings cost less than the rows it saves reading (rows
-- estimated as if the words were independent).
-- Also, for the ranking: each word once (the score counts the words a chunk holds) and the last
-- pass as one query (cover density over any of its words).
CREATE FUNCTION copilot_query_passes(lexemes text[], config_ends int[], held int[], totals int[],
  OUT conditions tsquery[], OUT lookups tsquery[], OUT pass_ends int[], OUT words tsquery[],
  OUT any_word tsquery)
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

  FOR m IN 1..2 LOOP
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
    CONTINUE WHEN lens[c] > 40;
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
  words := ARRAY(SELECT q::tsquery FROM (SELECT DISTINCT unnest(quoted)) u(q));
  any_word := array_to_string(
    conditions[coalesce(pass_ends[cardinality(pass_ends) - 1], 0) + 1:], ' | ')::tsquery;
END $$;
--> statement-breakpoint
DROP FUNCTION copilot_search_hits(uuid, uuid[], tsquery[], int[], tsquery[], tsquery, int, int, int);
--> statement-breakpoint
DROP FUNCTION copilot_search_passes(uuid, uuid[], tsquery[], int[], tsquery[], tsquery, int, int, int);
--> statement-breakpoint
-- Migration 0033's passes, each condition found through its lookup (`copilot_query_passes`): the
-- index finds the chunks holding the lookup's words, and each chunk's tsvector, read once for the
-- ranking as well, is checked for the whole condition before the pass's first `ranked` are kept.
CREATE FUNCTION copilot_search_passes(
  org uuid, sources uuid[], conditions tsquery[], lookups tsquery[], pass_ends int[],
  words tsquery[], any_word tsquery, ranked int, wanted int, enough int)
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
        SELECT f.id, f.tsv
        FROM (
          -- The concatenation reads the tsvector from TOAST once for the check and the rank.
          SELECT ch.id, ch.tsv || ''::tsvector AS tsv
          FROM copilot_chunks ch
          WHERE ch.org_id = org AND ch.source_id = ANY (sources)
            AND ch.tsv @@ ANY (lookups[pass_start:pass_end])
          OFFSET 0) f
        WHERE f.tsv @@ ANY (conditions[pass_start:pass_end])
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
  held_by int[];
  config_ends int[];
  config_totals int[];
  passes record;
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
  passes := copilot_query_passes(lexemes, config_ends, held_by, config_totals);
  IF cardinality(passes.conditions) = 0 THEN
    RETURN;
  END IF;

  RETURN QUERY
  SELECT c.id, c.source_id, s.name, c.page_no, c.url, p.title, c.heading, c.text,
    c.start_offset, c.end_offset, f.score
  FROM (
    SELECT h.chunk_id, h.score
    FROM copilot_search_passes(org, searched, passes.conditions, passes.lookups,
      passes.pass_ends, passes.words, passes.any_word, ranked, wanted, enough) h
    ORDER BY h.score DESC, h.chunk_id
    LIMIT wanted) f
    JOIN copilot_chunks c ON c.id = f.chunk_id
    JOIN copilot_sources s ON s.id = c.source_id
    JOIN copilot_pages p ON p.id = c.page_id
  WHERE c.org_id = org
  ORDER BY f.score DESC, f.chunk_id;
END $$;
