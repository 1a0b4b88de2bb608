import { uploadSortColumns, type GetUploadsBody } from '@dermadesk/contracts';

export const HISTORY_PAGE_SIZE = 10;

export type SortColumn = (typeof uploadSortColumns)[number];
export type SortDirection = 'asc' | 'desc';

/** What the history list shows; all of it lives in the URL so a reload or a link shows the same. */
export interface HistoryView {
  /** 1-based. */
  page: number;
  column: SortColumn;
  direction: SortDirection;
  keyword: string;
  modules: number[];
}

export const defaultHistoryView: HistoryView = {
  page: 1,
  column: 'createdAt',
  direction: 'desc',
  keyword: '',
  modules: [],
};

const isSortColumn = (v: string | null): v is SortColumn =>
  (uploadSortColumns as readonly (string | null)[]).includes(v);

/** Reads the view from the query string; anything malformed falls back to the default. */
export function parseHistoryView(params: URLSearchParams): HistoryView {
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const sort = params.get('sort');
  const column = isSortColumn(sort) ? sort : defaultHistoryView.column;
  const dir = params.get('dir');
  const direction: SortDirection =
    dir === 'asc' || dir === 'desc' ? dir : defaultHistoryView.direction;
  const keyword = (params.get('q') ?? '').trim().slice(0, 100);
  const modules = [
    ...new Set(
      (params.get('modules') ?? '')
        .split(',')
        .filter((m) => /^\d{1,3}$/.test(m))
        .map(Number)
        .filter((m) => m >= 1),
    ),
  ]
    .sort((a, b) => a - b)
    .slice(0, 30);
  return { page, column, direction, keyword, modules };
}

/** Writes the view as a query string, leaving out what equals the default (short, stable links). */
export function historyViewParams(view: HistoryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.page !== 1) params.set('page', String(view.page));
  if (
    view.column !== defaultHistoryView.column ||
    view.direction !== defaultHistoryView.direction
  ) {
    params.set('sort', view.column);
    params.set('dir', view.direction);
  }
  if (view.keyword.trim()) params.set('q', view.keyword.trim());
  if (view.modules.length) params.set('modules', [...view.modules].sort((a, b) => a - b).join(','));
  return params;
}

/** The request body of `POST /api/v1/uploads/get-uploads` for a view. */
export function uploadsRequest(view: HistoryView): GetUploadsBody {
  return {
    start: (view.page - 1) * HISTORY_PAGE_SIZE,
    length: HISTORY_PAGE_SIZE,
    column: view.column,
    direction: view.direction,
    ...(view.keyword.trim() ? { keyword: view.keyword.trim() } : {}),
    ...(view.modules.length ? { modules: view.modules } : {}),
  };
}

/** The last page that still has rows (after a delete emptied the current one). */
export const lastPage = (total: number) => Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
