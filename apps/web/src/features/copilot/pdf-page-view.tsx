import { joinPageText, partsInRange, type PdfTextItem } from '@dermadesk/contracts';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as PdfJsModule from 'pdfjs-dist';
import { useSourceBytes } from './api/source-file';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
  text: string;
}

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | undefined;
/** pdf.js and its worker load with the first citation opened, not with the page. */
function loadPdfJs(): Promise<PdfJs> {
  return (pdfjs ??= Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]).then(([lib, worker]) => {
    lib.GlobalWorkerOptions.workerSrc = worker.default;
    return lib;
  }));
}

interface PdfPageViewProps {
  sourceId: string;
  page: number;
  /** Offsets of the passage in the page's text (the server's, from the same join). */
  start: number;
  end: number;
  /** The passage, shown as text when it cannot be marked (a scanned page has no text layer). */
  quote: string;
}

/**
 * One page of a source PDF drawn with pdf.js, with the cited passage highlighted: the page's text
 * items are joined as the server joined them (joinPageText), so the citation's offsets name the
 * same items, whose boxes are drawn over the page.
 */
export function PdfPageView({ sourceId, page, start, end, quote }: PdfPageViewProps) {
  const { t } = useTranslation();
  const bytes = useSourceBytes(sourceId);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<{ key: string; status: 'ready' | 'failed'; boxes: Box[] }>();
  const key = `${sourceId}:${page}:${start}:${end}`;
  // Until this citation's page is drawn, it is loading (the last drawn one may be another's).
  const state = drawn?.key === key ? drawn.status : 'loading';
  const boxes = drawn?.key === key ? drawn.boxes : [];

  useEffect(() => {
    if (!bytes.data) return;
    let cancelled = false;
    void (async () => {
      try {
        const lib = await loadPdfJs();
        // pdf.js detaches the buffer it gets: the cached bytes stay usable for the next citation.
        const doc = await lib.getDocument({ data: bytes.data.slice(0), isEvalSupported: false })
          .promise;
        const pdfPage = await doc.getPage(page);
        const width = Math.min(wrapRef.current?.clientWidth ?? 800, 900);
        const base = pdfPage.getViewport({ scale: 1 });
        const viewport = pdfPage.getViewport({ scale: width / base.width });
        const canvas = canvasRef.current;
        if (!canvas || cancelled) return;
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${viewport.width}px`;
        canvas.style.height = `${viewport.height}px`;
        await pdfPage.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        }).promise;
        const content = await pdfPage.getTextContent();
        const items = content.items as (PdfTextItem & { transform?: number[]; width?: number })[];
        const { spans } = joinPageText(items);
        const found = partsInRange(spans, start, end).flatMap(({ index, from, to }) => {
          const item = items[index]!;
          const str = item.str ?? '';
          if (!item.transform || !str.length) return [];
          const [, , c, d, e, f] = lib.Util.transform(
            viewport.transform,
            item.transform,
          ) as number[];
          const height = Math.hypot(c!, d!);
          // pdf.js gives one width per item (a line, often): the cited characters' share of it
          // is taken by their count, as close as the text layer itself places them.
          const perChar = ((item.width ?? 0) * viewport.scale) / str.length;
          return [
            {
              left: e! + from * perChar,
              top: f! - height,
              width: (to - from) * perChar,
              height: height * 1.15,
              text: str.slice(from, to),
            },
          ];
        });
        if (cancelled) return;
        setDrawn({ key, status: 'ready', boxes: found });
        wrapRef.current
          ?.querySelector('.copilot-highlight')
          ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        await doc.destroy();
      } catch {
        if (!cancelled) setDrawn({ key, status: 'failed', boxes: [] });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [bytes.data, key, page, start, end]);

  if (bytes.isError || state === 'failed')
    return <Alert type="error" showIcon message={t('errors.initialData')} />;
  return (
    <div className="copilot-pdf" ref={wrapRef}>
      {state === 'loading' && <Spin className="copilot-pdf-spin" />}
      {state === 'ready' && boxes.length === 0 && (
        <Alert
          type="info"
          showIcon
          className="copilot-mode"
          message={t('copilot.viewer.noHighlight')}
          description={<blockquote className="copilot-quote">{quote}</blockquote>}
        />
      )}
      <div className="copilot-pdf-page">
        <canvas ref={canvasRef} aria-label={t('copilot.viewer.page', { page })} role="img" />
        {boxes.map((b, i) => (
          <mark
            key={i}
            className="copilot-highlight"
            data-text={b.text}
            style={{ left: b.left, top: b.top, width: b.width, height: b.height }}
          />
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {state === 'ready' ? boxes.map((b) => b.text).join(' ') : ''}
      </p>
    </div>
  );
}
