import type { Analysis } from '@dermadesk/contracts';

/**
 * The analysis workspace as a state machine. Each image goes
 * `queued → uploading → analysed | failed` (a failed one can be retried without re-picking the
 * file: the file stays in the state) and `analysed → saved`. The workspace is a draft (`editing`)
 * until a save succeeds; then it is the saved record (`saved`, with the upload id), read-only: a
 * save ends the draft. From there the clinician starts a new record (`clear`), adds a photo to the
 * same visit (`addToVisit`: a new draft bound to that upload and subject) or amends the calculator
 * (`amending`: a new version of the input, stored by `savingAmendment`).
 */
export type ItemStatus = 'queued' | 'uploading' | 'analysed' | 'failed' | 'saved';

export interface Message {
  key: string;
  params?: Record<string, string | number>;
  /** The server's own reason, shown beside the catalogue text. */
  detail?: string;
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
  phase: 'editing' | 'saving' | 'saved' | 'amending' | 'savingAmendment';
  /** The record this draft saves into (a visit chosen by the clinician, or a save under way). */
  uploadId?: number;
  /** Set when the clinician chose to add photos to a saved visit: its subject is fixed. */
  visit?: { uploadId: number; subjectId: string };
  /** While amending: the calculator input as stored, to tell a change and to cancel it. */
  storedCalculator?: Record<string, unknown>;
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
  | { type: 'addToVisit'; uploadId: number; subjectId: string }
  | { type: 'amend' }
  | { type: 'cancelAmend' }
  | { type: 'amendStarted' }
  | { type: 'amended' }
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

/** Saved (or being amended): the screen shows the stored record, not a draft. */
export const isRecord = (state: WorkspaceState) =>
  state.phase === 'saved' || state.phase === 'amending' || state.phase === 'savingAmendment';

/** An amendment whose input differs from the stored one: shown as unsaved until stored. */
export const amendmentPending = (state: WorkspaceState) =>
  (state.phase === 'amending' || state.phase === 'savingAmendment') &&
  JSON.stringify(state.calculator) !== JSON.stringify(state.storedCalculator);

export const hasUnsavedWork = (state: WorkspaceState) =>
  amendmentPending(state) || (!isRecord(state) && state.items.some((i) => i.status !== 'saved'));

/** What persists as the draft: never a saved record, never an empty workspace. */
export const isDraft = (state: WorkspaceState) =>
  !isRecord(state) && (state.items.length > 0 || state.subjectId !== '');

export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case 'restore':
      if (isRecord(action.state)) return initialWorkspace(state.module);
      return {
        ...action.state,
        // An upload cut off by a reload is retried by the clinician, not silently lost.
        items: action.state.items.map((i) =>
          i.status === 'uploading' || i.status === 'queued'
            ? { ...i, status: 'failed', progress: 0, error: { key: 'workspace.interrupted' } }
            : i,
        ),
        phase: 'editing',
      };
    case 'setField':
      // The subject of a record (a chosen visit, or a save under way) is fixed.
      if (isRecord(state) || (action.field === 'subjectId' && state.uploadId !== undefined))
        return state;
      return { ...state, [action.field]: action.value };
    case 'setConcur':
      return { ...state, concur: action.value };
    case 'addFiles': {
      // A saved record takes a new photo only through `addToVisit`, never as a side effect.
      if (isRecord(state)) return state;
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
        saveError: undefined,
      };
    }
    case 'select':
      return { ...state, selectedId: action.id };
    case 'remove': {
      if (isRecord(state)) return state;
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
      // A record changes only by the clinician's hand, in an amendment.
      const open = state.phase === 'editing' || (state.phase === 'amending' && action.byClinician);
      if (!open || (!action.byClinician && state.touched.includes(action.path))) return state;
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
      return {
        ...state,
        phase: state.phase === 'savingAmendment' ? 'amending' : 'editing',
        saveError: action.error,
      };
    case 'saved':
      return { ...state, phase: 'saved', uploadId: action.uploadId };
    case 'addToVisit':
      return {
        ...initialWorkspace(state.module),
        subjectId: action.subjectId,
        uploadId: action.uploadId,
        visit: { uploadId: action.uploadId, subjectId: action.subjectId },
      };
    case 'amend':
      if (state.phase !== 'saved') return state;
      return {
        ...state,
        phase: 'amending',
        storedCalculator: state.calculator,
        saveError: undefined,
      };
    case 'cancelAmend':
      if (state.phase !== 'amending') return state;
      return {
        ...state,
        phase: 'saved',
        calculator: state.storedCalculator ?? state.calculator,
        storedCalculator: undefined,
        saveError: undefined,
      };
    case 'amendStarted':
      return { ...state, phase: 'savingAmendment', saveError: undefined };
    case 'amended':
      return { ...state, phase: 'saved', storedCalculator: undefined };
    case 'clear':
      return initialWorkspace(state.module);
  }
}
