import type { CopilotCitation } from '@dermadesk/contracts';
import { Alert, Tag } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Turn } from './use-ask';

/** Splits an answer into text and `[n]` markers that open their citation. */
function withCitations(
  text: string,
  citations: CopilotCitation[],
  onOpen: (c: CopilotCitation) => void,
  label: (n: number) => string,
) {
  const parts = text.split(/(\[\d{1,3}\])/g);
  return parts.map((part, i) => {
    const n = /^\[(\d{1,3})\]$/.exec(part)?.[1];
    const citation = n ? citations.find((c) => c.n === Number(n)) : undefined;
    if (!citation) return <Fragment key={i}>{part}</Fragment>;
    return (
      <button
        key={i}
        type="button"
        className="copilot-cite"
        aria-label={label(citation.n)}
        onClick={() => onOpen(citation)}
      >
        [{citation.n}]
      </button>
    );
  });
}

/** One question and its answer: streamed text, then the checked answer with its citations. */
export function AnswerView({ turn, onOpen }: { turn: Turn; onOpen: (c: CopilotCitation) => void }) {
  const { t } = useTranslation();
  const a = turn.answer;
  const label = (n: number) => t('copilot.ask.openCitation', { n });
  return (
    <article className="copilot-turn">
      <p className="copilot-question">{turn.question}</p>
      {turn.error ? (
        <Alert type="error" showIcon message={t(turn.error)} />
      ) : !a ? (
        <div className="copilot-answer" aria-live="polite" aria-busy="true">
          {turn.text || <span className="copilot-muted">{t('copilot.ask.searching')}</span>}
        </div>
      ) : a.notFound ? (
        <Alert
          type="warning"
          showIcon
          message={t('copilot.ask.notFound')}
          // With no source, or none ready, there is no passage to point to.
          description={a.citations.length ? t('copilot.ask.closest') : undefined}
        />
      ) : (
        <div className="copilot-answer" data-testid="copilot-answer">
          {a.mode === 'extractive' && (
            <Tag color="blue" className="copilot-mode-tag">
              {t('copilot.ask.extractiveLabel')}
            </Tag>
          )}
          {a.answer.split(/\n{2,}/).map((para, i) => (
            <p key={i}>
              {withCitations(para, a.citations, onOpen, label)}
              {a.unsupported.some((u) => para.includes(u.replace(/\.$/, ''))) && (
                <Tag color="orange" className="copilot-unsupported">
                  {t('copilot.ask.unsupported')}
                </Tag>
              )}
            </p>
          ))}
          {a.mode === 'extractive' && (
            <p className="copilot-muted">{t('copilot.ask.extractiveNote')}</p>
          )}
        </div>
      )}
    </article>
  );
}
