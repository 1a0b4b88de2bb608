import { App } from 'antd';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** The confirmation's words, from the feature's own catalogue. */
export interface LeaveTexts {
  title: string;
  detail: string;
  leave: string;
  stay: string;
}

/** Asks before leaving (in-app navigation to another page, or closing the tab) while work is unsaved. */
export function useLeaveWarning(when: boolean, texts: LeaveTexts) {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  const { title, detail, leave, stay } = texts;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title,
      content: detail,
      okText: leave,
      cancelText: stay,
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, title, detail, leave, stay]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}
