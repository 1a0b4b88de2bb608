import { remoteConfigDefaults } from '@dermadesk/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu, menuKeyForPath, type MenuEntry } from './menu-items';

const org = (configs: Record<string, string>) => ({
  configs: Object.entries(configs).map(([key, value]) => ({ key, value })),
});
const noLinks = remoteConfigDefaults;

const keys = (entries: MenuEntry[]) =>
  entries.flatMap((e) => ('children' in e ? [e.key, ...e.children.map((c) => c.key)] : [e.key]));

describe('side menu visibility', () => {
  it('shows everything for an org with copilot and ambient scribes', () => {
    const menu = buildMenu(
      org({ COPILOT: '{"ENABLE_BDEMO_COPILOT":true}', ENABLE_AMBIENT_SCRIBES: 'true' }),
      noLinks,
    );
    expect(keys(menu)).toEqual([
      'skin-ai',
      'modules',
      'history',
      'assistant-group',
      'copilot',
      'ambient-scribes',
      'assistant',
      'receptionist',
    ]);
  });

  it('keeps only receptionist in the assistant group when the flags are off', () => {
    const menu = buildMenu(
      org({ COPILOT: '{"ENABLE_BDEMO_COPILOT":false}', ENABLE_AMBIENT_SCRIBES: 'false' }),
      noLinks,
    );
    expect(keys(menu)).toEqual([
      'skin-ai',
      'modules',
      'history',
      'assistant-group',
      'receptionist',
    ]);
    expect(keys(buildMenu(null, noLinks))).toContain('receptionist');
  });

  it('gates copilot and ambient scribes independently', () => {
    expect(keys(buildMenu(org({ COPILOT: '{"ENABLE_BDEMO_COPILOT":true}' }), noLinks))).toEqual(
      expect.arrayContaining(['copilot']),
    );
    const ambientOnly = keys(buildMenu(org({ ENABLE_AMBIENT_SCRIBES: 'true' }), noLinks));
    expect(ambientOnly).not.toContain('copilot');
    expect(ambientOnly).toEqual(expect.arrayContaining(['ambient-scribes', 'assistant']));
  });

  it('adds each external link only when it is set, opening it outside the app', () => {
    const menu = buildMenu(null, {
      LINK_ABOUT_US: 'https://example.org/about',
      LINK_TERMS_AND_CONDITION: '  ',
      LINK_PRIVACY_POLICY: 'https://example.org/privacy',
    });
    expect(keys(menu).slice(-2)).toEqual(['about-us', 'privacy']);
    expect(menu.at(-1)).toMatchObject({ to: { external: 'https://example.org/privacy' } });
  });

  it('points modules at /DashDefault/index', () => {
    const skin = buildMenu(null, noLinks)[0];
    expect(skin && 'children' in skin && skin.children[0]?.to).toEqual({
      route: '/DashDefault/index',
    });
  });

  it('selects the item of the current path', () => {
    expect(menuKeyForPath('/index')).toBe('modules');
    expect(menuKeyForPath('/result/predict-result')).toBe('history');
    expect(menuKeyForPath('/result/42/anything')).toBe('history');
    expect(menuKeyForPath('/subjects/AB-12')).toBe('history');
    expect(menuKeyForPath('/gpt/copilot/setting')).toBe('copilot');
    expect(menuKeyForPath('/gpt/ambient-scribes/chart-notes')).toBe('ambient-scribes');
    expect(menuKeyForPath('/modules/7')).toBe('modules');
    expect(menuKeyForPath('/modules/18')).toBe('modules');
    expect(menuKeyForPath('/gpt/settings')).toBeNull();
    expect(menuKeyForPath('/elsewhere')).toBeNull();
  });
});
