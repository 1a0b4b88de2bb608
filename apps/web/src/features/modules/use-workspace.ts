import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { CatalogueModule } from '@dermadesk/contracts';
import { isApiError } from '../../lib/api/api-error';
import { analyzeImage } from './api/analyze-image';
import { saveAggregate } from './api/save-aggregate';
import { saveWidgetResult } from './api/save-widget-result';
import { dropWork, loadWork, saveWork, wipKey } from './wip-store';
import {
  initialWorkspace,
  unsavedResults,
  workspaceReducer,
  type Message,
  type WorkItem,
  type WorkspaceState,
} from './workspace-state';

/** The catalogue message for a failed call: the server's key when it sent one. */
export function messageOf(error: unknown, fallback: string): Message {
  if (isApiError(error)) {
    const details = error.details as
      { messageKey?: unknown; params?: Record<string, string | number> } | undefined;
    if (typeof details?.messageKey === 'string')
      return { key: details.messageKey, ...(details.params ? { params: details.params } : {}) };
    if (error.kind === 'network' || error.kind === 'timeout') return { key: 'workspace.offline' };
    if (error.status === 409) return { key: 'workspace.alreadySaved' };
  }
  return { key: fallback };
}

const OFFLINE_RETRIES = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isOffline = (e: unknown) => isApiError(e) && (e.kind === 'network' || e.kind === 'timeout');

/** A lost connection is retried with backoff (2 s, 4 s, 8 s) before the item is marked failed. */
async function withBackoff<T>(run: () => Promise<T>, onRetry: () => void): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (!isOffline(e) || attempt >= OFFLINE_RETRIES) throw e;
      onRetry();
      await sleep(2_000 * 2 ** attempt);
    }
  }
}

export interface SaveOptions {
  concurRequired: boolean;
  instrument?: string;
  /** Multi-image modules: the aggregate score the clinician sees (complete scores only). */
  aggregateScore?: number | null;
}

/** The workspace's state, its persistence in IndexedDB and the calls it makes. */
export function useWorkspace(module: CatalogueModule, orgId: string) {
  const [state, dispatch] = useReducer(workspaceReducer, module.number, initialWorkspace);
  const key = wipKey(orgId, module.number);
  const restored = useRef(false);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    let live = true;
    void loadWork(key).then((saved) => {
      if (live && saved && saved.module === module.number)
        dispatch({ type: 'restore', state: saved });
      restored.current = true;
    });
    return () => {
      live = false;
    };
  }, [key, module.number]);

  useEffect(() => {
    if (!restored.current) return;
    if (state.items.length === 0 && !state.subjectId) void dropWork(key);
    else void saveWork(key, state);
  }, [key, state]);

  const analyze = useCallback(
    async (item: WorkItem) => {
      const { id } = item;
      const s = stateRef.current;
      const scale = Number(s.scale);
      try {
        const analysis = await withBackoff(
          () => {
            dispatch({ type: 'uploadStarted', id });
            return analyzeImage({
              module: module.number,
              file: item.file,
              fileName: item.name,
              bodyPart: item.region ?? (s.bodyPart || undefined),
              ...(scale > 0 ? { scalePxPerMm: scale } : {}),
              onProgress: (fraction) => dispatch({ type: 'progress', id, fraction }),
            });
          },
          () => dispatch({ type: 'failed', id, error: { key: 'workspace.reconnecting' } }),
        );
        dispatch({ type: 'analysed', id, analysis });
      } catch (e) {
        dispatch({ type: 'failed', id, error: messageOf(e, 'errors.uploadFailed') });
      }
    },
    [module.number],
  );

  const save = useCallback(
    async (opts: SaveOptions): Promise<number | undefined> => {
      const s = stateRef.current;
      const items = unsavedResults(s);
      if (items.length === 0 && !s.uploadId) return undefined;
      dispatch({ type: 'saveStarted' });
      let uploadId = s.uploadId;
      try {
        for (const [index, item] of items.entries()) {
          const calculator =
            opts.instrument && index === 0 && module.images === 'single'
              ? { calculator: { instrument: opts.instrument, input: s.calculator } }
              : {};
          uploadId = await saveWidgetResult({
            module: module.number,
            subjectId: s.subjectId.trim(),
            analysisId: item.analysis!.analysisId,
            ...(uploadId ? { uploadId } : {}),
            ...(item.region || s.bodyPart ? { bodyPart: item.region ?? s.bodyPart } : {}),
            imageName: item.name,
            clinicianInput: {
              ...(opts.concurRequired && s.concur !== undefined ? { concur: s.concur } : {}),
              ...calculator,
              ...(s.note.trim() ? { note: s.note.trim() } : {}),
            },
          });
          dispatch({ type: 'itemSaved', id: item.id, uploadId });
        }
        if (module.images === 'multi' && uploadId && typeof opts.aggregateScore === 'number') {
          await saveAggregate({
            UploadId: uploadId,
            Result: { input: s.calculator, score: opts.aggregateScore },
          });
        }
        dispatch({ type: 'saved', uploadId: uploadId! });
        void dropWork(key);
        return uploadId;
      } catch (e) {
        dispatch({ type: 'saveFailed', error: messageOf(e, 'errors.storeData') });
        return undefined;
      }
    },
    [key, module.images, module.number],
  );

  const clear = useCallback(() => {
    dispatch({ type: 'clear' });
    void dropWork(key);
  }, [key]);

  return { state, dispatch, analyze, save, clear };
}
export type Workspace = ReturnType<typeof useWorkspace>;
export type { WorkspaceState };
