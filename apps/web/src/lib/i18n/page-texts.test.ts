import { beforeAll, describe, expect, it } from 'vitest';
import { english } from '../../locales/catalogues';
import { i18n, initI18n, loadPageTexts } from './i18n';

describe("a page's deferred English texts", () => {
  beforeAll(() => initI18n('en'));

  it('are not in the first load, and are there once the page asks for them', async () => {
    expect(english).not.toHaveProperty('copilot');
    expect(english).not.toHaveProperty('receptionist');
    expect(i18n.t('copilot.sources.toAsk')).toBe('copilot.sources.toAsk');
    await loadPageTexts(['copilot']);
    expect(i18n.t('copilot.sources.toAsk')).toBe('Ask Copilot');
  });

  it('keep an override that arrived first (an organisation’s own wording)', async () => {
    i18n.addResourceBundle('en', 'translation', { scribe: { settings: { title: 'Ours' } } }, true);
    await loadPageTexts(['scribe']);
    expect(i18n.t('scribe.settings.title')).toBe('Ours');
    expect(i18n.t('scribe.cancel')).toBe('Cancel');
  });
});
