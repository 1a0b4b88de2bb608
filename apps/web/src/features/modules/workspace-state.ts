import type { Analysis } from '@dermadesk/contracts';

/**
 * The analysis workspace as a state machine. Each image goes
 * `queued → uploading → analysed | failed` (a failed one can be retried without re-picking the
 * file: the file stays in the state) and `analysed → saved`. The workspace is `editing` until a
 * save succeeds (`saved`, with the upload id); `clear` returns to the empty workspace.
 */
export type ItemStatus = 'queued' | 'uploading' | 'analysed' | 'failed' | 'saved';

export interface Message {
  key: string;
  params?: Record<string, string | number>;
}

export interface WorkItem {
  id: string;
  file: Blob;
  name: string;
  /** Multi-image modules: the body region (site) this photograph shows. */
  region?: string;
  status: ItemStatus;
  /** Upload fraction 0–1 while uploading. */
  progress: number;
  analysis?: Analysis;
  error?: Message;
}

export interface WorkspaceState {
  module: number;
  subjectId: string;
  bodyPart: string;
  /** Pixels per millimetre of a ruler or marker in the photo, as typed. */
  scale: string;
  items: WorkItem[];
  selectedId?: string;
  /** Calculator input as the clinician left it, and the paths the clinician changed. */
  calculator: Record<string, unknown>;
  touched: string[];
  concur?: boolean;
  note: string;
  phase: 'editing' | 'saving' | 'saved';
  uploadId?: number;
  saveError?: Message;
}

export type WorkspaceAction =
  | { type: 'restore'; state: WorkspaceState }
  | { type: 'setField'; field: 'subjectId' | 'bodyPart' | 'scale' | 'note'; value: string }
  | { type: 'setConcur'; value: boolean }
  | {
      type: 'addFiles';
      files: { id: string; file: Blob; name: string; region?: string }[];
      replace: boolean;
    }
  | { type: 'select'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'uploadStarted'; id: string }
  | { type: 'progress'; id: string; fraction: number }
  | { type: 'analysed'; id: string; analysis: Analysis }
  | { type: 'failed'; id: string; error: Message }
  /** A grade, or a whole list of rows (VASI sites, NAPSI nails) when one is added or removed. */
  | { type: 'setCalculator'; path: string; value: unknown; byClinician: boolean }
  | { type: 'saveStarted' }
  | { type: 'itemSaved'; id: string; uploadId: number }
  | { type: 'saveFailed'; error: Message }
  | { type: 'saved'; uploadId: number }
  | { type: 'clear' };

export const initialWorkspace = (module: number): WorkspaceState => ({
  module,
  subjectId: '',
  bodyPart: '',
  scale: '',
  items: [],
  calculator: {},
  touched: [],
  note: '',
  phase: 'editing',
});

const updateItem = (state: WorkspaceState, id: string, patch: Partial<WorkItem>) => ({
  ...state,
  items: state.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
});

/**
 * Sets a dotted path (`regions.trunk.area`, `sites.0.handUnits`) in plain objects and arrays,
 * copying along the way. `null` removes an object's key (absent, never zero).
 */
export function setPath(
  obj: Record<string, unknown>,
  path: string,
  value: unknown,
): Record<string, unknown> {
  return setIn(obj, path.split('.'), value) as Record<string, unknown>;
}

function setIn(node: unknown, [head, ...rest]: string[], value: unknown): unknown {
  if (head === undefined) return value;
  if (Array.isArray(node)) {
    const copy = [...(node as unknown[])];
    copy[Number(head)] = setIn(copy[Number(head)], rest, value);
    return copy;
  }
  const obj = typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : {};
  const { [head]: child, ...others } = obj;
  const next = rest.length === 0 ? value : setIn(child, rest, value);
  return next === null || next === undefined ? others : { ...obj, [head]: next };
}

export function getPath(obj: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      obj,
    );
}

/** Images with a measured result that are not saved yet. */
export const unsavedResults = (state: WorkspaceState) =>
  state.items.filter((i) => i.status === 'analysed' && i.analysis?.result.status === 'measured');

export const hasUnsavedWork = (state: WorkspaceState) =>
  state.phase !== 'saved' && state.items.some((i) => i.status !== 'saved');

export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case 'restore':
      return {
        ...action.state,
        // An upload cut off by a reload is retried by the clinician, not silently lost.
        items: action.state.items.map((i) =>
          i.status === 'uploading' || i.status === 'queued'
            ? { ...i, status: 'failed', progress: 0, error: { key: 'workspace.interrupted' } }
            : i,
        ),
        phase: action.state.phase === 'saving' ? 'editing' : action.state.phase,
      };
    case 'setField':
      return { ...state, [action.field]: action.value };
    case 'setConcur':
      return { ...state, concur: action.value };
    case 'addFiles': {
      const added: WorkItem[] = action.files.map((f) => ({
        ...f,
        status: 'queued',
        progress: 0,
      }));
      // A new photo of a region replaces that region's unsaved one; in single-upload mode a new
      // photo replaces the previous one.
      const regions = new Set(added.map((a) => a.region).filter(Boolean));
      const kept =
        regions.size > 0
          ? state.items.filter((i) => !(i.region && regions.has(i.region) && i.status !== 'saved'))
          : action.replace
            ? []
            : state.items;
      return {
        ...state,
        items: [...kept, ...added],
        selectedId: added[0]?.id ?? state.selectedId,
        phase: state.phase === 'saved' ? 'editing' : state.phase,
        saveError: undefined,
      };
    }
    case 'select':
      return { ...state, selectedId: action.id };
    case 'remove': {
      const items = state.items.filter((i) => i.id !== action.id);
      return {
        ...state,
        items,
        selectedId: state.selectedId === action.id ? items[0]?.id : state.selectedId,
      };
    }
    case 'uploadStarted':
      return updateItem(state, action.id, { status: 'uploading', progress: 0, error: undefined });
    case 'progress':
      return updateItem(state, action.id, { progress: action.fraction });
    case 'analysed':
      return updateItem(state, action.id, {
        status: 'analysed',
        progress: 1,
        analysis: action.analysis,
      });
    case 'failed':
      return updateItem(state, action.id, { status: 'failed', progress: 0, error: action.error });
    case 'setCalculator': {
      if (!action.byClinician && state.touched.includes(action.path)) return state;
      return {
        ...state,
        calculator: setPath(state.calculator, action.path, action.value),
        touched:
          action.byClinician && !state.touched.includes(action.path)
            ? [...state.touched, action.path]
            : state.touched,
      };
    }
    case 'saveStarted':
      return { ...state, phase: 'saving', saveError: undefined };
    case 'itemSaved':
      return { ...updateItem(state, action.id, { status: 'saved' }), uploadId: action.uploadId };
    case 'saveFailed':
      return { ...state, phase: 'editing', saveError: action.error };
    case 'saved':
      return { ...state, phase: 'saved', uploadId: action.uploadId };
    case 'clear':
      return initialWorkspace(state.module);
  }
}
