import { useEffect, useState, type RefObject } from 'react';
import { isAutoCollapseWidth, isOverlayWidth, menuStore } from './menu-state';

/**
 * Collapses the menu on entering the 993–1024 px range (and the overlay range below it), and on
 * a click outside the menu while it overlays the content. Returns whether it overlays.
 */
export function useResponsiveMenu(menuRef: RefObject<HTMLElement | null>) {
  const [overlay, setOverlay] = useState(() => isOverlayWidth(window.innerWidth));

  useEffect(() => {
    let band = '';
    const onResize = () => {
      const width = window.innerWidth;
      const next = isOverlayWidth(width)
        ? 'overlay'
        : isAutoCollapseWidth(width)
          ? 'narrow'
          : 'wide';
      if (next !== band && next !== 'wide')
        menuStore.dispatch({ type: 'COLLAPSE', collapsed: true });
      band = next;
      setOverlay(next === 'overlay');
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    if (!overlay) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || menuRef.current?.contains(target)) return;
      if (target.closest('[data-menu-toggle]')) return;
      menuStore.dispatch({ type: 'LEAVE' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [overlay, menuRef]);

  return overlay;
}
