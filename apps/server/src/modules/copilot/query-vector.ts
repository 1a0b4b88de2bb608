import type { AiGateway } from '../../ai/ai-gateway.js';
import type { OrgContext } from '../../lib/request-context.js';
import { unit } from './embedding.js';
import type { QueryVector } from './retrieval.js';

/**
 * The question's vector for hybrid retrieval, through the AI gateway, when the organisation's
 * embedder is ready; otherwise none (full text only). `pgvector`: whether the database has it.
 */
export function createQueryVectors(gateway: AiGateway, pgvector: Promise<boolean>) {
  const ready = async (ctx: Pick<OrgContext, 'orgId'>) =>
    (await gateway.resolve(ctx.orgId, 'embeddings')).status === 'ready';
  return {
    /** What the settings page shows: retrieval by full text, or hybrid with vectors. */
    async retrieval(ctx: Pick<OrgContext, 'orgId'>): Promise<'hybrid' | 'full-text'> {
      return (await ready(ctx)) ? 'hybrid' : 'full-text';
    },
    async of(ctx: OrgContext, text: string): Promise<QueryVector | undefined> {
      if (!(await ready(ctx))) return undefined;
      const [vector] = await gateway.embed(ctx, 'copilot-search', { texts: [text] });
      return { embedding: unit(vector!), pgvector: await pgvector };
    },
  };
}
export type QueryVectors = ReturnType<typeof createQueryVectors>;
