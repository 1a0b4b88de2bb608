import type { Chunk } from './chunking.js';

/** Vectors for texts, in order: the organisation's embedder, reached through the AI gateway. */
export type Embed = (texts: string[]) => Promise<number[][]>;

/** Stored and compared as unit vectors, so a dot product is the cosine similarity. */
export function unit(v: number[]): number[] {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  return v.map((x) => x / norm);
}

/**
 * A vector's sign sketch: one bit per dimension, 1 where the component is positive, as the
 * `bit varying` literal PostgreSQL takes. Two unit vectors' angle is estimated by how many signs
 * differ (Charikar, STOC 2002), so search compares these few bytes a chunk instead of reading
 * every stored array (decision 021). Migration 0031 backfills with the same rule in SQL.
 */
export const signSketch = (v: number[]): string => v.map((x) => (x > 0 ? '1' : '0')).join('');

/** The text a chunk is embedded as: its heading says what the passage is about. */
const embeddedText = (c: Chunk) => (c.heading ? `${c.heading}\n${c.text}` : c.text);

/** Gives each chunk its vector (nothing without an embedder: the index is then full-text only). */
export async function embedChunks(embed: Embed | undefined, chunks: Chunk[]): Promise<void> {
  if (!embed || !chunks.length) return;
  const vectors = await embed(chunks.map(embeddedText));
  if (vectors.length !== chunks.length) throw new Error('the embedder returned too few vectors');
  chunks.forEach((c, i) => (c.embedding = unit(vectors[i]!)));
}

/** The constant of reciprocal rank fusion (Cormack, Clarke and Büttcher, SIGIR 2009). */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion of ranked lists of ids: an id's score is the sum of 1 / (k + rank) over
 * the lists holding it (rank from 1). Returns the ids best first with their scores; ties keep the
 * order in which the lists first name them.
 */
export function fuseRankings(lists: string[][], k = RRF_K): { id: string; score: number }[] {
  const score = new Map<string, number>();
  const firstSeen = new Map<string, number>();
  let order = 0;
  for (const list of lists)
    list.forEach((id, i) => {
      score.set(id, (score.get(id) ?? 0) + 1 / (k + i + 1));
      if (!firstSeen.has(id)) firstSeen.set(id, order++);
    });
  return [...score.entries()]
    .map(([id, value]) => ({ id, score: value }))
    .sort((a, b) => b.score - a.score || firstSeen.get(a.id)! - firstSeen.get(b.id)!);
}
