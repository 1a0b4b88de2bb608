import { describe, expect, it } from 'vitest';
import {
  initialMenuState,
  isAutoCollapseWidth,
  isOverlayWidth,
  menuReducer,
  MENU_WIDTH,
} from './menu-state';

describe('menu state', () => {
  it('collapses, toggles and collapses on leave', () => {
    const collapsed = menuReducer(initialMenuState, { type: 'COLLAPSE', collapsed: true });
    expect(collapsed.collapsed).toBe(true);
    expect(menuReducer(collapsed, { type: 'TOGGLE' }).collapsed).toBe(false);
    expect(menuReducer(initialMenuState, { type: 'LEAVE' }).collapsed).toBe(true);
    expect(menuReducer(collapsed, { type: 'LEAVE' })).toBe(collapsed);
  });

  it('keeps the open submenus and the selected item', () => {
    const s = menuReducer(initialMenuState, { type: 'OPEN', openKeys: ['skin-ai'] });
    expect(menuReducer(s, { type: 'SELECT', key: 'history' })).toMatchObject({
      openKeys: ['skin-ai'],
      selectedKey: 'history',
    });
  });

  it('clears the selection on a page outside the menu', () => {
    const s = menuReducer(initialMenuState, { type: 'SELECT', key: 'history' });
    expect(menuReducer(s, { type: 'SELECT', key: null }).selectedKey).toBeNull();
  });

  it('collapses by itself from 993 to 1024 px and overlays below', () => {
    expect([992, 993, 1000, 1024, 1025].map(isAutoCollapseWidth)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(isOverlayWidth(992)).toBe(true);
    expect(isOverlayWidth(993)).toBe(false);
    expect(MENU_WIDTH).toBe(260);
  });
});
