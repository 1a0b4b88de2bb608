import type { AssistantAction, Locale } from '@dermadesk/contracts';
import type { ChatMessage } from '../../ai/types.js';
import { actionInstruction } from './assistant-prompts.js';
import type { MessageRow } from '../../platform/conversations/conversations.repository.js';

/**
 * Characters of history sent with each turn. Older turns are left out beyond this, so a long
 * conversation does not overflow a small self-hosted model's context window.
 */
export const HISTORY_CHAR_BUDGET = 60_000;

const TITLE_LENGTH = 60;

/** What the model sees for a user turn: attached context, the action's instruction, the text. */
function userTurn(row: MessageRow): string {
  const instruction = row.action
    ? actionInstruction(row.action as AssistantAction, row.language as Locale | null)
    : null;
  return [row.context, instruction, row.content].filter(Boolean).join('\n\n');
}

/** The system prompt, then the newest turns that fit the budget (the last one always does). */
export function toModelMessages(systemPrompt: string, rows: MessageRow[]): ChatMessage[] {
  const turns: ChatMessage[] = [];
  let used = 0;
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows[i]!;
    const content = row.role === 'user' ? userTurn(row) : row.content;
    if (!content) continue;
    if (turns.length > 0 && used + content.length > HISTORY_CHAR_BUDGET) break;
    used += content.length;
    turns.unshift({ role: row.role, content });
  }
  return [{ role: 'system', content: systemPrompt }, ...turns];
}

/** A new conversation is named after its first message, cut at a word near 60 characters. */
export function titleFrom(content: string, fallback: string): string {
  const line =
    content
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ?? '';
  if (!line) return fallback.slice(0, TITLE_LENGTH);
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
