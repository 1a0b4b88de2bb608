-- Copilot's search as one function call (decision 021): the passes of `copilot_search_passes`, the
-- best `wanted` of their chunks joined to their rows, source and page. As a statement sent on every
-- search, that join was parsed and planned each time (about 0.5 ms of the database's CPU, as much
-- as a pass); inside a function its plan is kept for the connection.
CREATE FUNCTION copilot_search_hits(
  org uuid, sources uuid[], conditions tsquery[], pass_ends int[], words tsquery[],
  any_word tsquery, ranked int, wanted int, enough int)
RETURNS TABLE ("chunkId" uuid, "sourceId" uuid, "sourceName" text, "pageNo" int, url text,
  title text, heading text, text text, "start" int, "end" int, score float8)
LANGUAGE plpgsql STABLE
ROWS 24
AS $$
BEGIN
  RETURN QUERY
  SELECT c.id, c.source_id, s.name, c.page_no, c.url, p.title, c.heading, c.text,
    c.start_offset, c.end_offset, f.score
  FROM (
    SELECT h.chunk_id, h.score
    FROM copilot_search_passes(org, sources, conditions, pass_ends, words, any_word, ranked,
      wanted, enough) h
    ORDER BY h.score DESC, h.chunk_id
    LIMIT wanted) f
    JOIN copilot_chunks c ON c.id = f.chunk_id
    JOIN copilot_sources s ON s.id = c.source_id
    JOIN copilot_pages p ON p.id = c.page_id
  WHERE c.org_id = org
  ORDER BY f.score DESC, f.chunk_id;
END $$;
