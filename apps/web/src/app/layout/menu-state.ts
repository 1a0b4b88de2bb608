import { useSyncExternalStore } from 'react';
import { createStore } from '../../lib/external-store';
import { readJson, storageKeys, writeJson } from '../../lib/storage';

export interface MenuState {
  collapsed: boolean;
  openKeys: string[];
  selectedKey: string | null;
}

export type MenuAction =
  | { type: 'COLLAPSE'; collapsed: boolean }
  | { type: 'TOGGLE' }
  /** A click outside the menu where it overlays the content. */
  | { type: 'LEAVE' }
  | { type: 'OPEN'; openKeys: string[] }
  /** null: the open page is not in the menu, so nothing is highlighted. */
  | { type: 'SELECT'; key: string | null };

export const MENU_WIDTH = 260;
export const MENU_COLLAPSED_WIDTH = 80;
/** Window widths at which the menu collapses by itself. */
export const AUTO_COLLAPSE_MIN = 993;
export const AUTO_COLLAPSE_MAX = 1024;

export const initialMenuState: MenuState = {
  collapsed: false,
  openKeys: ['skin-ai', 'assistant-group'],
  selectedKey: null,
};

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'COLLAPSE':
      return state.collapsed === action.collapsed
        ? state
        : { ...state, collapsed: action.collapsed };
    case 'TOGGLE':
      return { ...state, collapsed: !state.collapsed };
    case 'LEAVE':
      return state.collapsed ? state : { ...state, collapsed: true };
    case 'OPEN':
      return { ...state, openKeys: action.openKeys };
    case 'SELECT':
      return state.selectedKey === action.key ? state : { ...state, selectedKey: action.key };
  }
}

export function isAutoCollapseWidth(width: number) {
  return width >= AUTO_COLLAPSE_MIN && width <= AUTO_COLLAPSE_MAX;
}

/** Below the auto-collapse range the menu floats over the content instead of pushing it. */
export function isOverlayWidth(width: number) {
  return width < AUTO_COLLAPSE_MIN;
}

function loadMenuState(): MenuState {
  const saved = readJson<Partial<MenuState>>(storageKeys.menu);
  return {
    collapsed: typeof saved?.collapsed === 'boolean' ? saved.collapsed : initialMenuState.collapsed,
    openKeys: Array.isArray(saved?.openKeys) ? saved.openKeys : initialMenuState.openKeys,
    selectedKey: typeof saved?.selectedKey === 'string' ? saved.selectedKey : null,
  };
}

export const menuStore = createStore(menuReducer, loadMenuState(), (state) =>
  writeJson(storageKeys.menu, state),
);

export function useMenuState(): MenuState {
  return useSyncExternalStore(menuStore.subscribe, menuStore.getState);
}
