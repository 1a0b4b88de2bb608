/**
 * How a PDF page's text is assembled from pdf.js text items. The server indexes this text and
 * stores chunk offsets into it; the browser's viewer rebuilds the same text from the same items to
 * map a citation's offsets back onto the page, so both sides must use this one function.
 */
/** A pdf.js text item; marked-content items have no `str` and add nothing. */
export interface PdfTextItem {
  str?: string;
  hasEOL?: boolean;
}

export interface PageText {
  text: string;
  /** Where each item's `str` sits in `text` (one per item, in order). */
  spans: { start: number; end: number }[];
}

export function joinPageText(items: readonly PdfTextItem[]): PageText {
  let text = '';
  const spans: PageText['spans'] = [];
  for (const item of items) {
    const start = text.length;
    text += item.str ?? '';
    spans.push({ start, end: text.length });
    if (item.hasEOL) text += '\n';
  }
  return { text, spans };
}

/** Indexes of the items whose text overlaps [start, end). */
export function itemsInRange(spans: PageText['spans'], start: number, end: number): number[] {
  const hits: number[] = [];
  spans.forEach((s, i) => {
    if (s.end > start && s.start < end && s.end > s.start) hits.push(i);
  });
  return hits;
}
