/** What the result page's image list shows; kept in the URL so a reload or a link shows the same. */
export interface ResultView {
  /** 1-based page of the upload's images. */
  page: number;
  /** Searched in image names and body parts. */
  keyword: string;
}

/** The server refuses longer keywords (getUploadImagesBodySchema). */
const MAX_KEYWORD = 100;

/** Reads `page` and `q`; anything malformed falls back to the first page and no search. */
export function parseResultView(params: URLSearchParams): ResultView {
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  return { page, keyword: (params.get('q') ?? '').trim().slice(0, MAX_KEYWORD) };
}

/** Writes the view, leaving out the defaults (page 1, no search) for short, stable links. */
export function resultViewParams(view: ResultView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.keyword.trim()) params.set('q', view.keyword.trim());
  return params;
}
