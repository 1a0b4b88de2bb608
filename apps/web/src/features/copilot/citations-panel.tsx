import { FilePdfOutlined, GlobalOutlined } from '@ant-design/icons';
import type { CopilotCitation } from '@dermadesk/contracts';
import { useTranslation } from 'react-i18next';

/** Every citation of the latest answer: source, page or web page, and the quoted passage. */
export function CitationsPanel({
  citations,
  closest,
  onOpen,
}: {
  citations: CopilotCitation[];
  /** The citations are the closest passages, not an answer's sources. */
  closest: boolean;
  onOpen: (c: CopilotCitation) => void;
}) {
  const { t } = useTranslation();
  return (
    <aside className="copilot-citations" aria-label={t('copilot.ask.citations')}>
      <h2>
        {closest && citations.length ? t('copilot.ask.closestTitle') : t('copilot.ask.citations')}
      </h2>
      {citations.length === 0 ? (
        <p className="copilot-muted">{t('copilot.ask.noCitations')}</p>
      ) : (
        <ol>
          {citations.map((c) => (
            <li key={`${c.n}-${c.chunkId}`}>
              <button type="button" className="copilot-citation" onClick={() => onOpen(c)}>
                <span className="copilot-citation-head">
                  <span className="copilot-citation-n">[{c.n}]</span>{' '}
                  {c.page !== undefined ? (
                    <FilePdfOutlined aria-hidden />
                  ) : (
                    <GlobalOutlined aria-hidden />
                  )}{' '}
                  <strong>{c.sourceName}</strong>
                  {' · '}
                  {c.page !== undefined
                    ? t('copilot.ask.page', { page: c.page })
                    : (c.title ?? c.url)}
                </span>
                <q className="copilot-quote">{c.quote}</q>
              </button>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
