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

/**
 * The items whose text overlaps [start, end), each with the characters of its `str` inside the
 * range (`from` to `to`): a passage starting mid-line marks from its first word, not the line.
 */
export function partsInRange(
  spans: PageText['spans'],
  start: number,
  end: number,
): { index: number; from: number; to: number }[] {
  return spans.flatMap((s, index) =>
    s.end > start && s.start < end && s.end > s.start
      ? [{ index, from: Math.max(start, s.start) - s.start, to: Math.min(end, s.end) - s.start }]
      : [],
  );
}
