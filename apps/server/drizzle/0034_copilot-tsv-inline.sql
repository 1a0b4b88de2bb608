-- A chunk's tsvector (about 2.1 kB for the chunker's 220 words) stays in the table row instead of
-- TOAST (decision 021): every search ranks up to 100 chunks per pass by their tsvector, and out of
-- line each ranked chunk read the TOAST index and two TOAST pages (about four page reads a chunk).
-- MAIN keeps it in the row, compressed where it helps; the chunk's text, read only for the few
-- hits returned, is the column that goes out of line instead. Applies to rows written from now on
-- (a re-indexed page, a new source); older rows keep their out-of-line tsvector until rewritten.
ALTER TABLE "copilot_chunks" ALTER COLUMN "tsv" SET STORAGE MAIN;
