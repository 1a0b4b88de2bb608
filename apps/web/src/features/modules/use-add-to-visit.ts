import { App } from 'antd';
import { useEffect, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useVisit } from './api/get-visit';
import { hasUnsavedWork, type WorkspaceAction, type WorkspaceState } from './workspace-state';

/** `/modules/7?visit=42`: the result page's 'Add a photo to this visit'. */
export const VISIT_PARAM = 'visit';

/**
 * Turns the workspace into a draft that adds photos to a saved visit when the address names one
 * (once the stored draft is back: unsaved work of another patient is replaced only if the
 * clinician agrees). The parameter then leaves the address, so a reload keeps the draft itself.
 * Returns true when the named visit cannot be used (deleted, another organisation or module).
 */
export function useAddToVisit(
  module: number,
  ready: boolean,
  state: WorkspaceState,
  dispatch: Dispatch<WorkspaceAction>,
): boolean {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const raw = params.get(VISIT_PARAM);
  const id = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : undefined;
  const visit = useVisit(id);
  const upload = visit.data;
  const unusable =
    raw !== null &&
    (id === undefined || visit.isError || (upload !== undefined && upload.module !== module));

  // Read when the visit arrives, not a reason to ask again on every change of the draft.
  const draft = useRef(state);
  useEffect(() => {
    draft.current = state;
  }, [state]);
  const asked = useRef<number | undefined>(undefined);
  const dialog = useRef<{ destroy: () => void } | undefined>(undefined);
  useEffect(() => () => dialog.current?.destroy(), []);

  useEffect(() => {
    if (!ready || !upload || upload.module !== module || asked.current === upload.id) return;
    asked.current = upload.id;
    const current = draft.current;
    const drop = () => setParams((p) => (p.delete(VISIT_PARAM), p), { replace: true });
    const join = () => {
      dispatch({ type: 'addToVisit', uploadId: upload.id, subjectId: upload.subjectId });
      drop();
    };
    if (current.visit?.uploadId === upload.id) return drop();
    if (!hasUnsavedWork(current)) return join();
    dialog.current = modal.confirm({
      title: t('drafts.visit.replaceTitle'),
      content: t('drafts.visit.replaceDetail', { subject: current.subjectId || '—' }),
      okText: t('drafts.visit.replace'),
      cancelText: t('drafts.visit.keep'),
      onOk: join,
      onCancel: drop,
    });
  }, [ready, upload, module, dispatch, modal, setParams, t]);

  return unusable;
}
