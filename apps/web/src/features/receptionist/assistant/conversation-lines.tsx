import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import type { DeskMessage } from '@dermadesk/contracts';

/** Whether a tool's result was a refusal (an error or a taken time) or went through. */
function refusedOf(content: string): boolean {
  try {
    const result = JSON.parse(content) as { error?: unknown; conflict?: unknown };
    return Boolean(result.error ?? result.conflict);
  } catch {
    return true;
  }
}

/**
 * A conversation as the staff read it: the caller's words, the assistant's answers and, between
 * them, what its tools did (booked, refused…), newest at the bottom.
 */
export function ConversationLines({
  messages,
  pending,
}: {
  messages: DeskMessage[];
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  // Braces: newer browsers return a promise from scrollIntoView, which React would call as a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  return (
    <div className="rx-guided-lines" aria-live="polite" tabIndex={0} data-testid="rx-conversation">
      {messages.map((m) => {
        if (m.role === 'tool') {
          const refused = refusedOf(m.content);
          return (
            <div key={m.id} className="rx-tool-line">
              <Tag
                color={refused ? 'orange' : 'green'}
                className={refused ? 'rx-tag-refused' : 'rx-tag-done'}
              >
                {t(`rxAssistant.tool.${m.toolName ?? 'unknown'}`, {
                  defaultValue: m.toolName ?? '',
                })}
                {' · '}
                {t(refused ? 'rxAssistant.tool.refused' : 'rxAssistant.tool.done')}
              </Tag>
            </div>
          );
        }
        if (!m.content) return null;
        return (
          <div
            key={m.id}
            className={`rx-line rx-line-${m.role === 'caller' ? 'caller' : 'desk'}`}
            data-testid={`rx-line-${m.role}`}
          >
            {m.content}
          </div>
        );
      })}
      {pending && <div className="rx-line rx-line-desk rx-muted">{t('rxAssistant.thinking')}</div>}
      <div ref={end} />
    </div>
  );
}
