import type { CopilotCitation } from '@dermadesk/contracts';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { PdfPageView } from './pdf-page-view';

/** The cited place: the PDF page with the passage highlighted, or the web page's excerpt. */
export function CitationViewer({
  citation,
  onClose,
}: {
  citation: CopilotCitation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const c = citation;
  return (
    <Drawer
      open={Boolean(c)}
      onClose={onClose}
      size="large"
      title={
        c
          ? `${c.sourceName} · ${c.page !== undefined ? t('copilot.ask.page', { page: c.page }) : (c.title ?? c.url ?? '')}`
          : ''
      }
      destroyOnHidden
    >
      {c && c.page !== undefined ? (
        <PdfPageView
          sourceId={c.sourceId}
          page={c.page}
          start={c.start}
          end={c.end}
          quote={c.quote}
        />
      ) : c ? (
        <div className="copilot-web-excerpt">
          <blockquote>
            <mark className="copilot-highlight-text">{c.quote}</mark>
          </blockquote>
          {c.url && (
            <a href={c.url} target="_blank" rel="noopener noreferrer">
              {t('copilot.ask.openPage')}
            </a>
          )}
        </div>
      ) : null}
    </Drawer>
  );
}
