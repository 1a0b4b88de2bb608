import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { applyRemoteTranslations, isLocalHost } from './remote-translations';

async function freshI18n() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: { menu: { history: 'History' } } } },
  });
  return i18n;
}

describe('remote translations', () => {
  it('override the built-in texts', async () => {
    const i18n = await freshI18n();
    expect(
      applyRemoteTranslations(i18n, 'en', { 'menu.history': 'Past analyses' }, 'app.example'),
    ).toBe(1);
    expect(i18n.t('menu.history')).toBe('Past analyses');
  });

  it('are ignored when served from localhost', async () => {
    const i18n = await freshI18n();
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(
      applyRemoteTranslations(i18n, 'en', { 'menu.history': 'Past analyses' }, 'localhost'),
    ).toBe(0);
    expect(i18n.t('menu.history')).toBe('History');
  });
});
