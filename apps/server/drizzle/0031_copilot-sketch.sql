-- Copilot's vector search scans each chunk's sign sketch (one bit per dimension, 1 where the
-- component is positive: embedding.ts signSketch) from an index, then re-scores the closest
-- exactly from the stored arrays (decision 021). Existing vectors get theirs here, by the same rule.
ALTER TABLE "copilot_chunks" ADD COLUMN "sketch" bit varying;--> statement-breakpoint
UPDATE "copilot_chunks" SET "sketch" = (
  SELECT string_agg(CASE WHEN x > 0 THEN '1' ELSE '0' END, '' ORDER BY i)
  FROM unnest("embedding") WITH ORDINALITY AS t(x, i)
)::bit varying
WHERE "embedding" IS NOT NULL AND cardinality("embedding") > 0;--> statement-breakpoint
CREATE INDEX "copilot_chunks_sketch_idx" ON "copilot_chunks" USING btree ("org_id","source_id","sketch","id");
