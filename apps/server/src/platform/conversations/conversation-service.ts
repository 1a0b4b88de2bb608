import {
  encodeConversationCursor,
  type ConversationListQuery,
  type ConversationPage,
  type ConversationSummary,
} from '@dermadesk/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import {
  createConversationsRepository,
  type ConversationFeature,
  type ConversationRow,
} from './conversations.repository.js';

export const conversationSummary = (c: ConversationRow): ConversationSummary => ({
  id: c.id,
  title: c.title,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

/**
 * What every conversation feature (Assistant, Copilot) does with its conversations: list and
 * search, create, read, rename, delete, each audited under `<feature>-conversation`.
 */
export function createConversationService(db: Db, audit: AuditTrail, feature: ConversationFeature) {
  const recordType = `${feature}-conversation`;
  const repoFor = (ctx: OrgContext) => createConversationsRepository(db, ctx, feature);

  async function owned(ctx: OrgContext, id: string) {
    const conversation = await repoFor(ctx).find(id);
    if (!conversation) throw AppError.notFound('conversation', id);
    return conversation;
  }

  return {
    owned,
    /** The repository of the caller's own conversations, for the feature's answers. */
    repo: repoFor,

    async list(ctx: OrgContext, query: ConversationListQuery): Promise<ConversationPage> {
      const rows = await repoFor(ctx).listPage(query);
      // Titles are clinical text (often a patient's case): reading them is audited.
      await audit.record(ctx, 'view', { type: `${recordType}-list` });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map(conversationSummary),
        nextCursor:
          rows.length > query.limit && last
            ? encodeConversationCursor({ updatedAt: last.cursorAt, id: last.id })
            : null,
      };
    },

    async create(ctx: OrgContext, title?: string) {
      const row = await repoFor(ctx).create(title ?? '');
      await audit.record(ctx, 'create', { type: recordType, id: row.id });
      return conversationSummary(row);
    },

    /** The conversation with its messages, oldest first (the caller shapes the messages). */
    async detail(ctx: OrgContext, id: string) {
      const conversation = await owned(ctx, id);
      const messages = await repoFor(ctx).messages(id);
      await audit.record(ctx, 'view', { type: recordType, id });
      return { conversation: conversationSummary(conversation), messages };
    },

    async rename(ctx: OrgContext, id: string, title: string) {
      const row = await repoFor(ctx).touch(id, title);
      if (!row) throw AppError.notFound('conversation', id);
      return conversationSummary(row);
    },

    async remove(ctx: OrgContext, id: string) {
      if (!(await repoFor(ctx).remove(id))) throw AppError.notFound('conversation', id);
      await audit.record(ctx, 'delete', { type: recordType, id });
    },
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
