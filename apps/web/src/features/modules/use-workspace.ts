import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { CatalogueModule } from '@dermadesk/contracts';
import { isApiError } from '../../lib/api/api-error';
import { draftKey, dropDraft, loadDraft, saveDraft } from '../../lib/draft-store';
import { amendRecord } from './api/amend-record';
import { analyzeImage } from './api/analyze-image';
import { saveAggregate } from './api/save-aggregate';
import { saveWidgetResult } from './api/save-widget-result';
import {
  initialWorkspace,
  isDraft,
  unsavedResults,
  workspaceReducer,
  type Message,
  type WorkItem,
  type WorkspaceState,
} from './workspace-state';

/**
 * The catalogue message for a failed call: the server's key when it sent one; otherwise the
 * fallback with the server's own reason beside it (a 400's message says what to change).
 */
export function messageOf(error: unknown, fallback: string): Message {
  if (isApiError(error)) {
    const details = error.details as
      { messageKey?: unknown; params?: Record<string, string | number> } | undefined;
    if (typeof details?.messageKey === 'string')
      return { key: details.messageKey, ...(details.params ? { params: details.params } : {}) };
    if (error.kind === 'network' || error.kind === 'timeout') return { key: 'workspace.offline' };
    if (error.status === 409 && !error.code) return { key: 'workspace.alreadySaved' };
    if (error.kind === 'http' && error.code) return { key: fallback, detail: error.message };
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

/**
 * The workspace's state, its persistence in IndexedDB as this user's draft (until it is saved)
 * and the calls it makes. `ready` once the stored draft, if any, is back.
 */
export function useWorkspace(module: CatalogueModule, orgId: string, userId: string) {
  const [state, dispatch] = useReducer(workspaceReducer, module.number, initialWorkspace);
  const key = draftKey(userId, orgId, module.number);
  const restored = useRef(false);
  const [ready, setReady] = useState(false);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => {
    let live = true;
    void loadDraft<WorkspaceState>(key).then((saved) => {
      if (!live) return;
      if (saved && saved.module === module.number) dispatch({ type: 'restore', state: saved });
      restored.current = true;
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [key, module.number]);

  useEffect(() => {
    if (!restored.current) return;
    // A save ends the draft: the saved record is never written back as work in progress.
    if (isDraft(state)) void saveDraft(key, state);
    else void dropDraft(key);
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
            opts.instrument && index === 0 && module.images === 'single' && !s.visit
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
        return uploadId;
      } catch (e) {
        dispatch({ type: 'saveFailed', error: messageOf(e, 'errors.storeData') });
        return undefined;
      }
    },
    [module.images, module.number],
  );

  /** Stores the calculator as amended; the score shown is checked by the server. */
  const amend = useCallback(async (score: number | null): Promise<boolean> => {
    const s = stateRef.current;
    if (s.uploadId === undefined) return false;
    dispatch({ type: 'amendStarted' });
    try {
      await amendRecord(s.uploadId, { input: s.calculator, score });
      dispatch({ type: 'amended' });
      return true;
    } catch (e) {
      dispatch({ type: 'saveFailed', error: messageOf(e, 'errors.storeData') });
      return false;
    }
  }, []);

  const clear = useCallback(() => {
    dispatch({ type: 'clear' });
    void dropDraft(key);
  }, [key]);

  return { state, ready, dispatch, analyze, save, amend, clear };
}
export type Workspace = ReturnType<typeof useWorkspace>;
export type { WorkspaceState };
